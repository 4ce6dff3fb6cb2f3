import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredResult } from './use-deferred-result.ts';

interface Result {
  data?: { names: string[] };
  loading: boolean;
}

/** Every render's answer, as the page would have shown it. */
function renderLogged(initial: Result) {
  const shown: Result[] = [];
  const hook = renderHook(
    (result: Result) => {
      const deferred = useDeferredResult(result);
      shown.push({ data: deferred.data, loading: deferred.loading });
      return deferred;
    },
    { initialProps: initial },
  );
  return { ...hook, shown };
}

describe('useDeferredResult', () => {
  it('keeps the skeleton in the urgent render of a first answer, then shows the answer; never an empty page', async () => {
    const answer = { names: ['Priya'] };
    const { rerender, result, shown } = renderLogged({ loading: true });
    shown.length = 0;

    await act(async () => rerender({ data: answer, loading: false }));

    expect(shown[0]).toEqual({ data: undefined, loading: true });
    expect(result.current).toEqual({ data: answer, loading: false });
    expect(shown.some((render) => !render.loading && render.data === undefined)).toBe(false);
  });

  it('keeps showing the last answer (no skeleton) until a new one has rendered', async () => {
    const first = { names: ['Priya'] };
    const second = { names: ['Priya', 'Sam'] };
    const { rerender, result, shown } = renderLogged({ data: first, loading: false });
    shown.length = 0;

    await act(async () => rerender({ data: second, loading: false }));

    expect(shown[0]).toEqual({ data: first, loading: false });
    expect(result.current.data).toBe(second);
  });

  it('returns the result itself when nothing is pending', () => {
    const settled = { data: { names: [] }, loading: false };
    const { result } = renderLogged(settled);
    expect(result.current).toBe(settled);
  });
});
