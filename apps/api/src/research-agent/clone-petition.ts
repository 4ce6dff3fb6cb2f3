import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';
import { claimPetitionRow } from './insert-petition.ts';

interface ExhibitRow {
  id: string;
  parent_exhibit_id: string | null;
}

/**
 * The petition columns a clone takes over: who, for whom, which visa, the builder's fields, and the period of
 * employment staff requested (migration 0092): the same visa class, so the same rules hold for it.
 */
const CLONED_PETITION_COLUMNS = [
  'beneficiary_id',
  'company_id',
  'visa_class',
  'archetype',
  'filing_type',
  'case_type',
  'metadata',
  'requested_start_date',
  'requested_end_date',
];

const MODULE_COLUMNS = 'type, name, description, order_index, visible, autogen, compiler_hide_title_row, data';
const EXHIBIT_COLUMNS =
  'exhibit_type, name, description, status, owned_by, visible, autogen, order_index, compiler_override_name, data, metadata';

/** Parents before their sub-exhibits, so each copy's parent exists when it is inserted. */
function parentsFirst(exhibits: readonly ExhibitRow[]): ExhibitRow[] {
  const ids = new Set(exhibits.map((exhibit) => exhibit.id));
  const ordered: ExhibitRow[] = [];
  let level = exhibits.filter((exhibit) => !exhibit.parent_exhibit_id || !ids.has(exhibit.parent_exhibit_id));
  const placed = new Set<string>();
  while (level.length > 0) {
    for (const exhibit of level) placed.add(exhibit.id);
    ordered.push(...level);
    level = exhibits.filter((exhibit) => !placed.has(exhibit.id) && placed.has(exhibit.parent_exhibit_id ?? ''));
  }
  return ordered;
}

async function cloneModule(client: pg.PoolClient, moduleId: string, petitionId: string): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.modules (petition_id, ${MODULE_COLUMNS})
     select $2, ${MODULE_COLUMNS} from app_public.modules where id = $1 returning id`,
    [moduleId, petitionId],
  );
  const copyId = rows[0]!.id;
  await client.query(
    `insert into app_public.module_entities (module_id, entity_id)
     select $2, entity_id from app_public.module_entities where module_id = $1`,
    [moduleId, copyId],
  );
  const exhibits = await client.query<ExhibitRow>(
    'select id, parent_exhibit_id from app_public.exhibits where module_id = $1 order by order_index, created_at',
    [moduleId],
  );
  const copies = new Map<string, string>();
  for (const exhibit of parentsFirst(exhibits.rows)) {
    const parentCopy = exhibit.parent_exhibit_id ? (copies.get(exhibit.parent_exhibit_id) ?? null) : null;
    const copied = await client.query<{ id: string }>(
      `insert into app_public.exhibits (module_id, parent_exhibit_id, ${EXHIBIT_COLUMNS})
       select $2, $3, ${EXHIBIT_COLUMNS} from app_public.exhibits where id = $1 returning id`,
      [exhibit.id, copyId, parentCopy],
    );
    const exhibitCopyId = copied.rows[0]!.id;
    copies.set(exhibit.id, exhibitCopyId);
    await client.query(
      `insert into app_public.exhibit_files (exhibit_id, file_id, order_index)
       select $2, ef.file_id, ef.order_index from app_public.exhibit_files ef
         join app_public.files f on f.id = ef.file_id and not f.deleted
        where ef.exhibit_id = $1`,
      [exhibit.id, exhibitCopyId],
    );
  }
}

/**
 * POST /clone-petition's writing, in the caller's transaction (row-level security applies): a new petition with the
 * source's parties, visa class, builder fields and requested period of employment, starting over at PENDING_DOCS and
 * not the beneficiary's latest petition (onboarding stays on the one it works on), then copies of its modules (with
 * their entity links), exhibits and sub-exhibits (parents remapped) and file links (the same stored files). Case
 * tracking (target and shipping dates, USCIS numbers, assigned staff) is not copied. `changes` sets columns of the
 * copy to other values (an extension asks for a later period and is the beneficiary's current petition).
 */
export async function clonePetition(
  client: pg.PoolClient,
  sourcePetitionId: string,
  creation: { userId: string; key: string | undefined },
  changes: Record<string, unknown> = {},
): Promise<{ petitionId: string; created: boolean }> {
  const source = await client.query<Record<string, unknown>>(
    `select ${CLONED_PETITION_COLUMNS.join(', ')} from app_public.petitions where id = $1`,
    [sourcePetitionId],
  );
  if (!source.rows[0]) throw new HttpError(404, 'Petition not found');
  const claimed = await claimPetitionRow(client, { ...source.rows[0], latest_petition: false, ...changes }, creation);
  if (!claimed.created) return claimed;
  const modules = await client.query<{ id: string }>(
    'select id from app_public.modules where petition_id = $1 order by order_index, created_at',
    [sourcePetitionId],
  );
  for (const module of modules.rows) await cloneModule(client, module.id, claimed.petitionId);
  return claimed;
}
