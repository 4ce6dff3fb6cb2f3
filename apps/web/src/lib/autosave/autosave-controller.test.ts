import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveController, retryDelayMs, type AutosaveStatus } from './autosave-controller.ts';

/** A save whose calls the test answers one by one. */
function controllableSave() {
  const calls: { value: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const save = vi.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ value, resolve, reject });
      }),
  );
  return { save, calls };
}

function setup(debounceMs = 300) {
  const { save, calls } = controllableSave();
  const statuses: AutosaveStatus[] = [];
  const controller = new AutosaveController<string>({ save, debounceMs, onStatus: (status) => statuses.push(status) });
  return { controller, save, calls, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AutosaveController', () => {
  it('saves once after the debounce, with the newest value, and reports loading then success', async () => {
    const { controller, save, calls, statuses } = setup();
    controller.update('a');
    await vi.advanceTimersByTimeAsync(200);
    controller.update('ab');
    await vi.advanceTimersByTimeAsync(299);
    expect(save).not.toHaveBeenCalled();
    expect(statuses).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenLastCalledWith('ab');
    expect(statuses).toEqual(['loading']);

    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toEqual(['loading', 'success']);
    expect(controller.hasUnsavedChanges).toBe(false);
  });

  it('never runs two saves at once: edits during a save are coalesced into one save of the newest value', async () => {
    const { controller, save, calls } = setup();
    controller.update('one');
    await vi.advanceTimersByTimeAsync(300);
    expect(save).toHaveBeenCalledTimes(1);

    controller.update('two');
    controller.update('three');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(save).toHaveBeenCalledTimes(1); // still waiting for the first save

    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('three');
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.hasUnsavedChanges).toBe(false);
  });

  it('retries a failed save with exponential backoff, capped, and keeps the value until it is saved', async () => {
    const save = vi.fn<(value: string) => Promise<void>>().mockRejectedValue(new Error('network down'));
    const statuses: AutosaveStatus[] = [];
    const controller = new AutosaveController<string>({
      save,
      debounceMs: 100,
      retryBaseMs: 1_000,
      retryMaxMs: 4_000,
      onStatus: (status) => statuses.push(status),
    });
    controller.update('kept');
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['loading', 'error']);

    await vi.advanceTimersByTimeAsync(999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 1 s after the first failure
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000); // then 2 s
    expect(save).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000); // then 4 s
    expect(save).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(3_999); // capped at 4 s, not 8 s
    expect(save).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(5);

    save.mockResolvedValue(undefined);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(save).toHaveBeenCalledTimes(6);
    expect(save.mock.calls.every(([value]) => value === 'kept')).toBe(true);
    expect(statuses.at(-1)).toBe('success');
    expect(controller.hasUnsavedChanges).toBe(false);

    // Success resets the backoff: the next failure waits 1 s again.
    save.mockRejectedValueOnce(new Error('again'));
    controller.update('next');
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(save).toHaveBeenCalledTimes(8);
    expect(save).toHaveBeenLastCalledWith('next');
  });

  it('a retry saves the newest edit, not the one that failed', async () => {
    const { controller, save, calls } = setup(100);
    controller.update('old');
    await vi.advanceTimersByTimeAsync(100);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    controller.update('new');
    await vi.advanceTimersByTimeAsync(100); // no debounced save while a retry is scheduled
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(900);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('new');
  });

  it('retryNow retries at once (the browser came back online)', async () => {
    const { controller, save, calls } = setup(100);
    controller.update('value');
    await vi.advanceTimersByTimeAsync(100);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    controller.retryNow();
    expect(save).toHaveBeenCalledTimes(2);
    calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.hasUnsavedChanges).toBe(false);
    controller.retryNow(); // nothing to retry: no save
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('flush saves a pending edit without waiting for the debounce, after the save in flight', async () => {
    const { controller, save, calls } = setup(5_000);
    controller.update('first');
    await vi.advanceTimersByTimeAsync(5_000);
    controller.update('second');
    let flushed = false;
    const flushing = controller.flush().then(() => (flushed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('second');
    expect(flushed).toBe(false);
    calls[1]!.resolve();
    await flushing;
    expect(flushed).toBe(true);
  });

  it('flush rejects when the save fails, and the edit stays pending for the retry', async () => {
    const { controller, save, calls } = setup();
    controller.update('value');
    const flushing = controller.flush();
    calls[0]!.reject(new Error('server error'));
    await expect(flushing).rejects.toThrow('server error');
    expect(controller.hasUnsavedChanges).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('value');
  });

  it('flush with nothing pending resolves without saving', async () => {
    const { controller, save } = setup();
    await controller.flush();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
