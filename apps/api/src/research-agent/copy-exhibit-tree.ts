import type pg from 'pg';

interface ReusableRow {
  id: string;
  name: string;
  description: string | null;
  visible: boolean;
  owned_by: string;
  exhibit_type: string | null;
  order_index: number;
}

const REUSABLE_COLUMNS = 'id, name, description, visible, owned_by, exhibit_type, order_index';

/** Where a copied exhibit goes. */
export interface ExhibitPlace {
  moduleId: string;
  parentExhibitId: string | null;
  orderIndex: number;
}

/**
 * Copies a reusable exhibit into a petition module: its fields, its files (the same stored files,
 * linked again, deleted ones left out) and its non-deleted sub-exhibits, recursively. Runs on the
 * caller's client, so row-level security applies. `exhibitType` stands in when the reusable exhibit
 * has none. Returns the new exhibit's id, or undefined when the reusable exhibit is not visible.
 */
export async function copyReusableExhibit(
  client: pg.PoolClient,
  reusableExhibitId: string,
  place: ExhibitPlace,
  exhibitType?: string,
): Promise<string | undefined> {
  const { rows } = await client.query<ReusableRow>(
    `select ${REUSABLE_COLUMNS} from app_public.reusable_exhibits where id = $1 and not deleted`,
    [reusableExhibitId],
  );
  const root = rows[0];
  if (!root) return undefined;
  return copyNode(client, { ...root, exhibit_type: root.exhibit_type ?? exhibitType ?? null }, place, new Set());
}

async function copyNode(client: pg.PoolClient, node: ReusableRow, place: ExhibitPlace, seen: Set<string>): Promise<string> {
  seen.add(node.id);
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.exhibits (module_id, parent_exhibit_id, exhibit_type, name, description, owned_by, visible, order_index)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      place.moduleId,
      place.parentExhibitId,
      node.exhibit_type,
      node.name,
      node.description,
      node.owned_by,
      node.visible,
      place.orderIndex,
    ],
  );
  const copyId = rows[0]!.id;
  await client.query(
    `insert into app_public.exhibit_files (exhibit_id, file_id, order_index)
     select $1, rf.file_id, rf.order_index from app_public.reusable_exhibit_files rf
       join app_public.files f on f.id = rf.file_id and not f.deleted
      where rf.reusable_exhibit_id = $2`,
    [copyId, node.id],
  );
  const children = await client.query<ReusableRow>(
    `select ${REUSABLE_COLUMNS} from app_public.reusable_exhibits
      where parent_id = $1 and not deleted order by order_index, created_at`,
    [node.id],
  );
  for (const [index, child] of children.rows.entries()) {
    if (seen.has(child.id)) continue;
    await copyNode(client, child, { moduleId: place.moduleId, parentExhibitId: copyId, orderIndex: index }, seen);
  }
  return copyId;
}

/** The newest non-deleted top-level reusable exhibit of a type, or undefined when the repository has none. */
export async function newestReusableExhibitOfType(client: pg.PoolClient, exhibitType: string): Promise<string | undefined> {
  const { rows } = await client.query<{ id: string }>(
    `select id from app_public.reusable_exhibits
      where exhibit_type = $1 and not deleted and parent_id is null
      order by created_at desc, id limit 1`,
    [exhibitType],
  );
  return rows[0]?.id;
}
