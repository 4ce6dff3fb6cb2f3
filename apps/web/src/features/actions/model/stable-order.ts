/**
 * Done items sort last, but only when the page first shows them: ticking one must not move the list under the
 * cursor (a double click would tick the next item). `placed` remembers each id's position from the first time
 * it was seen; items that arrive later (a new task) go after those, in the same done-last order.
 */
export function stableDoneLastOrder<T extends { id: string; completedAt?: string | null }>(
  items: readonly T[],
  placed: Map<string, number>,
): T[] {
  const unseen = items
    .filter((item) => !placed.has(item.id))
    .sort((a, b) => Number(Boolean(a.completedAt)) - Number(Boolean(b.completedAt)));
  for (const item of unseen) placed.set(item.id, placed.size);
  return [...items].sort((a, b) => (placed.get(a.id) ?? 0) - (placed.get(b.id) ?? 0));
}
