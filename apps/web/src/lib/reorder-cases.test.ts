import { describe, expect, it } from 'vitest';
import { reorderedIds, inIdOrder } from './reorder.ts';

describe('reorderedIds', () => {
  it('moves the dragged id to where it was dropped, down or up', () => {
    expect(reorderedIds(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(reorderedIds(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('is null when nothing moves, so no save is sent', () => {
    expect(reorderedIds(['a', 'b'], 'a', 'a')).toBeNull();
    expect(reorderedIds(['a', 'b'], 'a', null)).toBeNull();
    expect(reorderedIds(['a', 'b'], 'x', 'a')).toBeNull();
    expect(reorderedIds(['a', 'b'], 'a', 'x')).toBeNull();
  });
});

describe('inIdOrder', () => {
  const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('keeps the items as they are without a pending order', () => {
    expect(inIdOrder(items, null).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('follows the pending order, items it does not name last in their own order', () => {
    expect(inIdOrder(items, ['c', 'a']).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
});
