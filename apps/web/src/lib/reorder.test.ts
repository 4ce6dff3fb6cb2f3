import { describe, expect, it } from 'vitest';
import { inIdOrder, reorderedIds } from './reorder.ts';

describe('reorderedIds', () => {
  it('moves an item down and up to where it was dropped', () => {
    expect(reorderedIds(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(reorderedIds(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('answers null when nothing moves, so no save is sent', () => {
    expect(reorderedIds(['a', 'b'], 'a', 'a')).toBeNull();
    expect(reorderedIds(['a', 'b'], 'a', null)).toBeNull();
    expect(reorderedIds(['a', 'b'], 'x', 'a')).toBeNull();
  });
});

describe('inIdOrder', () => {
  it('shows the items in the chosen order, unnamed ones last, and as they are without one', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inIdOrder(items, ['c', 'a']).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(inIdOrder(items, null).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
