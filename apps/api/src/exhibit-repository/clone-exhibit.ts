import { toReusableExhibitName } from '@app/domain';
import type pg from 'pg';

interface ExhibitRow {
  id: string;
  name: string;
  description: string | null;
  visible: boolean;
  owned_by: string;
  exhibit_type: string | null;
  module_type: string | null;
  order_index: number;
}

const EXHIBIT_COLUMNS = `e.id, e.name, e.description, e.visible, e.owned_by, e.exhibit_type, m.type as module_type, e.order_index
  from app_public.exhibits e join app_public.modules m on m.id = e.module_id`;

/**
 * Copies an exhibit, its files (the same stored files, linked again) and its
 * sub-exhibits, recursively, into the reusable exhibit repository; the
 * module's entities become the reusable exhibit's. Runs on the caller's
 * client, so row-level security applies (the repository is staff-only).
 * Returns the new reusable exhibit's id, or undefined when the exhibit is not
 * visible to the caller.
 */
export async function cloneExhibitToRepository(client: pg.PoolClient, exhibitId: string): Promise<string | undefined> {
  const { rows } = await client.query<ExhibitRow & { module_id: string }>(
    `select e.module_id, ${EXHIBIT_COLUMNS} where e.id = $1`,
    [exhibitId],
  );
  const root = rows[0];
  if (!root) return undefined;
  const rootId = await copyExhibit(client, root, null, new Set());
  await client.query(
    `insert into app_public.reusable_exhibit_entities (reusable_exhibit_id, entity_id)
     select $1, entity_id from app_public.module_entities where module_id = $2`,
    [rootId, root.module_id],
  );
  return rootId;
}

async function copyExhibit(
  client: pg.PoolClient,
  exhibit: ExhibitRow,
  parentId: string | null,
  seen: Set<string>,
): Promise<string> {
  seen.add(exhibit.id);
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.reusable_exhibits (parent_id, name, description, visible, owned_by, exhibit_type, module_type, order_index)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      parentId,
      // A petition exhibit's name has no bound; the repository's is one line of at most 200 characters (migration 0072).
      toReusableExhibitName(exhibit.name),
      exhibit.description,
      exhibit.visible,
      exhibit.owned_by,
      exhibit.exhibit_type,
      exhibit.module_type,
      parentId ? exhibit.order_index : 0,
    ],
  );
  const copyId = rows[0]!.id;
  await client.query(
    `insert into app_public.reusable_exhibit_files (reusable_exhibit_id, file_id, order_index)
     select $1, ef.file_id, ef.order_index from app_public.exhibit_files ef
     join app_public.files f on f.id = ef.file_id and not f.deleted
     where ef.exhibit_id = $2`,
    [copyId, exhibit.id],
  );
  const children = await client.query<ExhibitRow>(
    `select ${EXHIBIT_COLUMNS} where e.parent_exhibit_id = $1 order by e.order_index, e.created_at`,
    [exhibit.id],
  );
  for (const child of children.rows) {
    if (!seen.has(child.id)) await copyExhibit(client, child, copyId, seen);
  }
  return copyId;
}
