import { caseTypeForFilingType, type ModuleDraft } from '@app/domain';
import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';
import { generatedModuleKind } from './generated-module-kind.ts';
import type { ParsedCreatePetition } from './petition-payload-problems.ts';
import { linkModuleEntities } from './resolve-module-entities.ts';
import type { WriteGeneratedModulePayload } from './write-generated-module-task.ts';

export interface InsertedPetition {
  petitionId: string;
  /** False when the idempotency key found the petition an earlier request created; nothing was written. */
  created: boolean;
  /** Autogen memo-starter, conclusion and authorship modules without a description, to be written after commit. */
  generatedModules: WriteGeneratedModulePayload[];
}

async function exists(client: pg.PoolClient, sql: string, value: string): Promise<boolean> {
  return ((await client.query(sql, [value])).rowCount ?? 0) > 0;
}

/** The references every petition needs, checked as the caller: an unknown one is a 400 naming its field. */
async function checkReferences(client: pg.PoolClient, payload: ParsedCreatePetition): Promise<void> {
  if (!(await exists(client, 'select 1 from app_public.visa_types where id = $1', payload.visaClass))) {
    throw new HttpError(400, 'visaClass is not a known visa class');
  }
  if (!(await exists(client, 'select 1 from app_public.users where id = $1', payload.beneficiaryId))) {
    throw new HttpError(400, 'beneficiaryId is not a known user');
  }
  if (
    payload.petitionerId !== undefined &&
    !(await exists(client, 'select 1 from app_public.companies where id = $1', payload.petitionerId))
  ) {
    throw new HttpError(400, 'petitionerId is not a known company');
  }
}

/**
 * Inserts the petition row, claiming the idempotency key. With a key already used by this creator
 * the insert does nothing (a parallel request holding the key is waited for by the unique index) and
 * the earlier petition's id is answered instead.
 */
export async function claimPetitionRow(
  client: pg.PoolClient,
  columns: Record<string, unknown>,
  creation: { userId: string; key: string | undefined },
): Promise<{ petitionId: string; created: boolean }> {
  const names = [...Object.keys(columns), 'created_by', 'creation_key'];
  const values = [...Object.values(columns), creation.userId, creation.key ?? null];
  const inserted = await client.query<{ id: string }>(
    `insert into app_public.petitions (${names.join(', ')})
     values (${names.map((_, index) => `$${index + 1}`).join(', ')})
     on conflict (created_by, creation_key) where creation_key is not null do nothing
     returning id`,
    values,
  );
  if (inserted.rows[0]) return { petitionId: inserted.rows[0].id, created: true };
  const earlier = await client.query<{ id: string }>(
    'select id from app_public.petitions where created_by = $1 and creation_key = $2',
    [creation.userId, creation.key],
  );
  if (!earlier.rows[0]) throw new HttpError(409, 'The petition of this idempotency key is no longer available');
  return { petitionId: earlier.rows[0].id, created: false };
}

/** A module draft with its entities and exhibits, in the caller's transaction (POST /petition, POST /modules). */
export async function insertModule(client: pg.PoolClient, petitionId: string, module: ModuleDraft, orderIndex: number) {
  const where = `modules.${orderIndex}`;
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.modules (petition_id, type, name, description, order_index, visible, autogen, data)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [petitionId, module.type, module.name, module.description ?? null, orderIndex, module.visible, module.autogen, module.data],
  );
  const moduleId = rows[0]!.id;
  await linkModuleEntities(client, moduleId, module.entities, where);
  for (const [index, exhibit] of module.exhibits.entries()) {
    // autogen is a staff-only initial value (trigger); the routes are staff-only.
    await client.query(
      `insert into app_public.exhibits (module_id, exhibit_type, name, description, owned_by, visible, autogen, data, order_index)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        moduleId,
        exhibit.type,
        exhibit.name,
        exhibit.description ?? null,
        exhibit.ownedBy,
        exhibit.visible,
        exhibit.autogen,
        exhibit.data,
        index,
      ],
    );
  }
  return moduleId;
}

/**
 * POST /petition's writing, in the caller's transaction (row-level security applies): the petition,
 * then its modules in order with their entities and exhibits. Any failure throws, and the caller's
 * transaction leaves nothing behind.
 */
export async function insertPetition(
  client: pg.PoolClient,
  payload: ParsedCreatePetition,
  creation: { userId: string; key: string | undefined },
): Promise<InsertedPetition> {
  await checkReferences(client, payload);
  const filingType = payload.metadata.filingType;
  const metadata = payload.caseStrategyId ? { ...payload.metadata, caseStrategyId: payload.caseStrategyId } : payload.metadata;
  const claimed = await claimPetitionRow(
    client,
    {
      beneficiary_id: payload.beneficiaryId,
      // None for a self-petition (an EB-1A without a company; checkPetitionPayload refuses it for any other class).
      company_id: payload.petitionerId ?? null,
      visa_class: payload.visaClass,
      archetype: payload.archetype ?? null,
      filing_type: filingType ?? null,
      case_type: filingType ? caseTypeForFilingType(filingType) : null,
      metadata,
    },
    creation,
  );
  if (!claimed.created) return { ...claimed, generatedModules: [] };

  const generatedModules: WriteGeneratedModulePayload[] = [];
  for (const [orderIndex, module] of payload.modules.entries()) {
    const moduleId = await insertModule(client, claimed.petitionId, module, orderIndex);
    const kind = generatedModuleKind(module.type);
    if (kind && module.autogen && !module.description?.trim()) {
      generatedModules.push({ kind, petitionId: claimed.petitionId, moduleId, userId: creation.userId });
    }
  }
  return { ...claimed, generatedModules };
}
