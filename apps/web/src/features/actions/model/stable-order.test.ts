import { describe, expect, it } from 'vitest';
import { stableDoneLastOrder } from './stable-order.ts';

const task = (id: string, done = false) => ({ id, completedAt: done ? '2026-11-27T10:00:00Z' : null });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('stableDoneLastOrder', () => {
  it('puts done items last on first sight', () => {
    expect(ids(stableDoneLastOrder([task('a', true), task('b'), task('c')], new Map()))).toEqual(['b', 'c', 'a']);
  });

  it('keeps the order when an item is ticked or unticked while the page is open', () => {
    const placed = new Map<string, number>();
    stableDoneLastOrder([task('a'), task('b'), task('c', true)], placed);
    expect(ids(stableDoneLastOrder([task('a', true), task('b'), task('c', true)], placed))).toEqual(['a', 'b', 'c']);
    expect(ids(stableDoneLastOrder([task('a', true), task('b'), task('c')], placed))).toEqual(['a', 'b', 'c']);
  });

  it('adds new items after the ones already shown, done ones last', () => {
    const placed = new Map<string, number>();
    stableDoneLastOrder([task('a'), task('b', true)], placed);
    expect(ids(stableDoneLastOrder([task('d', true), task('a'), task('c'), task('b', true)], placed))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});
