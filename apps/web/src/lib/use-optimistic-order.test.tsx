import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOptimisticOrder } from './use-optimistic-order.ts';

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const order = (list: readonly { id: string }[]) => list.map((item) => item.id);

afterEach(() => vi.restoreAllMocks());

describe('useOptimisticOrder', () => {
  it('shows the new order at once, saves it and then refreshes from the server', async () => {
    let finishSave: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finishSave = resolve)));
    const saved = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useOptimisticOrder(items, save, saved));

    act(() => result.current.move('a', 'c'));
    expect(order(result.current.ordered)).toEqual(['b', 'c', 'a']);
    expect(save).toHaveBeenCalledWith(['b', 'c', 'a']);
    await act(async () => finishSave());
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('logs a refused save, puts the server order back and refreshes it (spec 2 §4)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const save = vi.fn(() => Promise.reject(new Error('Not allowed to reorder these files')));
    const saved = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useOptimisticOrder(items, save, saved));

    act(() => result.current.move('c', 'a'));
    await waitFor(() => expect(order(result.current.ordered)).toEqual(['a', 'b', 'c']));
    expect(error).toHaveBeenCalledWith('reorder failed:', expect.any(Error));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the item is dropped on itself or outside the list', () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useOptimisticOrder(items, save, () => Promise.resolve()));
    act(() => result.current.move('a', 'a'));
    act(() => result.current.move('a', null));
    expect(save).not.toHaveBeenCalled();
  });
});
