import { asUser } from '@app/db';
import type { EntityType, TAnyLetterRequest } from '@app/domain';
import type pg from 'pg';
import { HttpError } from '../../http/http-error.ts';
import type { LetterInputs } from '../tasks/letter-inputs.ts';

/** The entity field each letter type needs, and the entity type it must be (spec 2 §5). */
const ENTITY_FIELDS: readonly { field: 'membership_entity_id' | 'vc_entity_id'; type: EntityType; what: string }[] = [
  { field: 'membership_entity_id', type: 'MEMBERSHIP', what: 'membership' },
  { field: 'vc_entity_id', type: 'VC', what: 'VC' },
];

async function personName(client: pg.ClientBase, id: string | undefined, field: string): Promise<string | undefined> {
  if (!id) return undefined;
  const { rows } = await client.query<{ full_name: string }>('select full_name from app_public.users where id = $1', [id]);
  if (!rows[0]) throw new HttpError(404, `${field}: no such person`);
  return rows[0].full_name;
}

/**
 * The names behind a letter's ids, read as the caller: the beneficiary and signatory (people), the
 * company, and the membership or VC entity. An id the caller cannot see is a 404 naming the field;
 * an entity of the wrong type is a 400.
 */
export async function readLetterRecords(
  pool: pg.Pool,
  userId: string,
  request: TAnyLetterRequest,
): Promise<LetterInputs['records']> {
  return asUser(pool, userId, async (client) => {
    const records: LetterInputs['records'] = {
      beneficiaryName: await personName(client, request.beneficiary_id, 'beneficiary_id'),
      signatoryName: await personName(client, request.signatory_id, 'signatory_id'),
    };
    if (request.company_id) {
      const { rows } = await client.query<{ name: string }>(
        `select coalesce(nullif(dba_name, ''), legal_name) as name from app_public.companies where id = $1`,
        [request.company_id],
      );
      if (!rows[0]) throw new HttpError(404, 'company_id: no such company');
      records.companyName = rows[0].name;
    }
    for (const { field, type, what } of ENTITY_FIELDS) {
      const id = field in request ? (request as Record<string, unknown>)[field] : undefined;
      if (typeof id !== 'string') continue;
      const { rows } = await client.query<{ name: string; type: EntityType }>(
        'select name, type from app_public.additional_entities where id = $1',
        [id],
      );
      if (!rows[0]) throw new HttpError(404, `${field}: no such entity`);
      if (rows[0].type !== type) throw new HttpError(400, `${field} must be a ${what} entity`);
      records.entityName = rows[0].name;
    }
    return records;
  });
}

/** The entity a letter is about (membership or VC letters), for its evidence. */
export function letterEntityId(request: TAnyLetterRequest): string | undefined {
  for (const { field } of ENTITY_FIELDS) {
    const id = field in request ? (request as Record<string, unknown>)[field] : undefined;
    if (typeof id === 'string') return id;
  }
  return undefined;
}
