import { InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { sortCachedListByOrderIndex } from './reorder-cache.ts';

const TREE = gql`
  query Tree {
    petitionById(id: "p1") {
      id
      modulesByPetitionId(orderBy: [ORDER_INDEX_ASC, CREATED_AT_ASC]) {
        nodes {
          id
          orderIndex
        }
      }
    }
  }
`;

const modules = (...entries: [string, number][]) => entries.map(([id, orderIndex]) => ({ __typename: 'Module', id, orderIndex }));

function cacheWith(nodes: ReturnType<typeof modules>) {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: TREE,
    data: { petitionById: { __typename: 'Petition', id: 'p1', modulesByPetitionId: { __typename: 'ModulesConnection', nodes } } },
  });
  return cache;
}

const cachedIds = (cache: InMemoryCache) =>
  (
    cache.readQuery({ query: TREE }) as { petitionById: { modulesByPetitionId: { nodes: { id: string }[] } } }
  ).petitionById.modulesByPetitionId.nodes.map((node) => node.id);

describe('sortCachedListByOrderIndex', () => {
  it("re-sorts the cached list by the indexes a reorder's answer wrote, keeping ties in place", () => {
    const cache = cacheWith(modules(['a', 0], ['b', 1], ['c', 1], ['d', 2]));
    // What the reorder mutation's answer writes: d first, a last.
    for (const [id, orderIndex] of [
      ['d', 0],
      ['b', 1],
      ['c', 1],
      ['a', 3],
    ] as const) {
      cache.modify({ id: cache.identify({ __typename: 'Module', id }), fields: { orderIndex: () => orderIndex } });
    }
    sortCachedListByOrderIndex(cache, cache.identify({ __typename: 'Petition', id: 'p1' }), 'modulesByPetitionId');
    expect(cachedIds(cache)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('leaves the cache alone without an owner', () => {
    const cache = cacheWith(modules(['a', 1], ['b', 0]));
    sortCachedListByOrderIndex(cache, undefined, 'modulesByPetitionId');
    expect(cachedIds(cache)).toEqual(['a', 'b']);
  });
});
