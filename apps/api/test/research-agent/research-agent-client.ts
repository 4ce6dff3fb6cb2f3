import type { ModuleDraft, TCreatePetitionRequest } from '@app/domain';
import type pg from 'pg';
import type { World } from '../support/world.ts';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** POSTs JSON (or a url-encoded form) with a bearer token and extra headers; the answer's JSON body. */
export async function post(
  url: string,
  token: string,
  body: Record<string, unknown>,
  options: { form?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...options.headers,
    },
    body: options.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/**
 * How many petitions, modules, exhibits, module entity links and entities the world holds (other test
 * files write to the same database at the same time, so only the world's own rows are counted).
 */
export async function countRows(pool: pg.Pool, world: World) {
  const { rows } = await pool.query<{
    petitions: number;
    modules: number;
    exhibits: number;
    module_entities: number;
    entities: number;
  }>(
    `with petitions as (select id from app_public.petitions where beneficiary_id = $1),
          modules as (select id from app_public.modules where petition_id in (select id from petitions))
     select (select count(*)::int from petitions) as petitions,
            (select count(*)::int from modules) as modules,
            (select count(*)::int from app_public.exhibits where petition_id in (select id from petitions)) as exhibits,
            (select count(*)::int from app_public.module_entities where module_id in (select id from modules)) as module_entities,
            (select count(*)::int from app_public.additional_entities
              where user_id = any($2::uuid[]) or company_id = any($3::uuid[])) as entities`,
    [
      world.beneficiary.id,
      [world.staff, world.beneficiary, world.otherBeneficiary, world.companyAdmin, world.companyViewer].map(
        (person) => person.id,
      ),
      [world.companyId, world.otherCompanyId],
    ],
  );
  return rows[0]!;
}

/** A valid builder payload for the world's beneficiary and company: a memo starter and an awards module. */
export function petitionPayload(
  world: World,
  overrides: Partial<Omit<TCreatePetitionRequest, 'modules'>> & { modules?: ModuleDraft[] } = {},
): TCreatePetitionRequest & { modules: ModuleDraft[] } {
  return {
    beneficiaryId: world.beneficiary.id,
    petitionerId: world.companyId,
    visaClass: 'o-1a',
    archetype: 'software-engineer',
    metadata: { filingType: 'consular_processing', fieldOfEndeavor: 'Robotics', proposedUSRole: 'CTO' },
    modules: [
      {
        type: 'memo-starter',
        name: 'Memo Starter',
        autogen: false,
        visible: false,
        entities: [],
        data: {},
        exhibits: [],
      },
      {
        type: 'awards',
        name: 'Awards',
        autogen: false,
        visible: true,
        entities: [],
        data: { notes: 'Two awards.' },
        exhibits: [
          {
            type: 'press-article',
            name: 'Article',
            ownedBy: 'BENEFICIARY',
            visible: true,
            autogen: true,
            data: { url: 'https://example.test/a' },
          },
          { type: 'patent', name: 'Patent', ownedBy: 'PLYMOUTH', visible: false, autogen: false, data: {} },
        ],
      },
    ],
    ...overrides,
  };
}
