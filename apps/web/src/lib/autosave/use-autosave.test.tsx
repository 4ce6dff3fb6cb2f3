import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { useAutosave } from './use-autosave.ts';

function Editor({ save, debounceMs = 300 }: { save: (value: string) => Promise<unknown>; debounceMs?: number }) {
  const [text, setText] = useState('start');
  const autosave = useAutosave({ value: text, save, debounceMs });
  return (
    <>
      <label>
        Notes
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <AutosaveStatus status={autosave.status} />
      <button type="button" onClick={() => void autosave.flush()}>
        Flush
      </button>
    </>
  );
}

function type(value: string) {
  fireEvent.change(screen.getByLabelText('Notes'), { target: { value } });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('does not save the starting value; shows Saving... then All changes saved', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Editor save={save} />);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');

    type('edited');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(save).toHaveBeenCalledWith('edited');
    expect(screen.getByRole('status').textContent).toBe('Saving...');
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
  });

  it('shows the error and retries when the browser comes back online', async () => {
    const save = vi.fn<(value: string) => Promise<void>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    save.mockResolvedValue(undefined);
    render(<Editor save={save} />);
    type('offline edit');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('status').textContent).toBe('Not saved yet: retrying...');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('offline edit');
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
  });

  it('saves a pending edit when the component unmounts', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Editor save={save} debounceMs={10_000} />);
    type('last words');
    unmount();
    expect(save).toHaveBeenCalledWith('last words');
  });

  it('saves a pending edit when the page is hidden', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<Editor save={save} debounceMs={10_000} />);
    type('leaving');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(save).toHaveBeenCalledWith('leaving');
  });
});
