import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveRefetch } from './live-refetch.ts';

/** A refetch whose calls the test settles one by one. */
function controlledRefetch() {
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const refetch = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { refetch, pending };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('createLiveRefetch', () => {
  it('refetches once more after the one in flight when events arrive during it, never alongside it', async () => {
    const { refetch, pending } = controlledRefetch();
    const onEvent = createLiveRefetch(refetch, () => undefined);
    onEvent();
    onEvent();
    onEvent();
    expect(refetch).toHaveBeenCalledTimes(1);
    pending[0]!.resolve();
    await settle();
    // The events during the first refetch asked for one more, started only after the first answered.
    expect(refetch).toHaveBeenCalledTimes(2);
    pending[1]!.resolve();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('refetches for an event that comes after the last refetch finished', async () => {
    const { refetch, pending } = controlledRefetch();
    const onEvent = createLiveRefetch(refetch, () => undefined);
    onEvent();
    pending[0]!.resolve();
    await settle();
    onEvent();
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('reports a failed refetch and still runs the one asked for meanwhile', async () => {
    const { refetch, pending } = controlledRefetch();
    const errors: unknown[] = [];
    const onEvent = createLiveRefetch(refetch, (error) => errors.push(error));
    onEvent();
    onEvent();
    pending[0]!.reject(new Error('offline'));
    await settle();
    expect(errors).toEqual([new Error('offline')]);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('lets go of a refetch that never settles, so later events still refetch', async () => {
    vi.useFakeTimers();
    const { refetch } = controlledRefetch();
    const onEvent = createLiveRefetch(refetch, () => undefined, 1000);
    onEvent();
    onEvent();
    expect(refetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it("skips the page's own echoes while no other editor changed anything (one round trip per edit)", async () => {
    const { refetch } = controlledRefetch();
    const onEvent = createLiveRefetch(refetch, () => undefined);
    onEvent.ownEcho();
    onEvent.ownEcho();
    expect(refetch).not.toHaveBeenCalled();
  });

  it("refetches once more for the page's own echo after another editor's refetch, which may hold the older value", async () => {
    const { refetch, pending } = controlledRefetch();
    const onEvent = createLiveRefetch(refetch, () => undefined);
    // Another editor's change: its refetch reads the record, then this page saves before that answer lands.
    onEvent();
    onEvent.ownEcho();
    pending[0]!.resolve();
    await settle();
    expect(refetch).toHaveBeenCalledTimes(2);
    pending[1]!.resolve();
    await settle();

    // The same when the other editor's refetch answered before the echo came: it may still have read before the save.
    onEvent();
    pending[2]!.resolve();
    await settle();
    onEvent.ownEcho();
    expect(refetch).toHaveBeenCalledTimes(4);
    pending[3]!.resolve();
    await settle();

    // Once caught up, the page's next own echoes cost nothing again.
    onEvent.ownEcho();
    expect(refetch).toHaveBeenCalledTimes(4);
  });
});
