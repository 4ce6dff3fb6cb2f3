import type pg from 'pg';

/**
 * Makes room for a new exhibit among its siblings (same module, same parent) at `wanted` (default and
 * beyond the end: the end) by moving the later ones down one, so the order stays dense. Returns the
 * order_index the new exhibit takes.
 */
export async function makeRoomForExhibit(
  client: pg.PoolClient,
  place: { moduleId: string; parentExhibitId: string | null; wanted: number | undefined },
): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from app_public.exhibits
      where module_id = $1 and parent_exhibit_id is not distinct from $2`,
    [place.moduleId, place.parentExhibitId],
  );
  const siblings = rows[0]!.count;
  const index = place.wanted === undefined ? siblings : Math.min(place.wanted, siblings);
  if (index < siblings) {
    await client.query(
      `update app_public.exhibits set order_index = order_index + 1
        where module_id = $1 and parent_exhibit_id is not distinct from $2 and order_index >= $3`,
      [place.moduleId, place.parentExhibitId, index],
    );
  }
  return index;
}
