import type { ApolloCache, Reference } from '@apollo/client';

/**
 * Puts a cached list in the order of its items' `orderIndex` after a reorder mutation wrote the new indexes into
 * the cached items: the page shows the saved order from the mutation's own answer instead of refetching the tree.
 * Only the list's copies ordered by ORDER_INDEX_ASC are touched (a copy ordered otherwise keeps its order); ties
 * keep their current places (the server breaks them by creation time, which is how they are already placed).
 */
export function sortCachedListByOrderIndex(cache: ApolloCache, ownerId: string | undefined, field: string): void {
  if (!ownerId) return;
  cache.modify({
    id: ownerId,
    fields: {
      [field]: (existing: unknown, { readField, storeFieldName }) => {
        const connection = existing as { nodes?: readonly Reference[] } | undefined;
        if (!storeFieldName.includes('ORDER_INDEX_ASC') || !Array.isArray(connection?.nodes)) return existing;
        const placed = connection.nodes.map((node, position) => ({
          node,
          position,
          order: readField<number>('orderIndex', node),
        }));
        placed.sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.position - b.position);
        return { ...connection, nodes: placed.map(({ node }) => node) };
      },
    },
  });
}
