/**
 * The ids in their new order after the item `activeId` was dropped where `overId` was; null when
 * nothing moves (dropped on itself, outside the list, or an unknown id), so no save is sent.
 */
export function reorderedIds(ids: readonly string[], activeId: string, overId: string | null | undefined): string[] | null {
  if (!overId || activeId === overId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/** The items in the order of `ids` (items not named keep their place at the end). */
export function inIdOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[] | null): T[] {
  if (!ids) return [...items];
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (position.get(a.id) ?? ids.length) - (position.get(b.id) ?? ids.length));
}
