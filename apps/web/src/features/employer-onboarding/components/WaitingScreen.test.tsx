import { EMPLOYER_ONBOARDING_TEXTS, WAITING_TIMEOUT_MS } from '@app/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { WaitingScreen } from './WaitingScreen.tsx';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';

// Without an error-reporting DSN a report goes to the console: that is what the test watches.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.useFakeTimers();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  consoleError.mockRestore();
});

function renderWaiting(onNext = vi.fn(), readOnly = false) {
  render(
    <MemoryRouter initialEntries={[readOnly ? '/?readOnly=true' : '/']}>
      <ReadOnlyProvider>
        <WaitingScreen onNext={onNext} />
      </ReadOnlyProvider>
    </MemoryRouter>,
    { wrapper: EnglishI18n },
  );
  return onNext;
}
const timeoutReports = () =>
  consoleError.mock.calls.filter(([, error]) => error instanceof Error && error.message === 'Waiting Splash is timing out');

describe('WaitingScreen', () => {
  it('shows the skeleton for the first 12 s, without reporting anything', () => {
    expect(WAITING_TIMEOUT_MS).toBe(12_000);
    renderWaiting();
    act(() => vi.advanceTimersByTime(WAITING_TIMEOUT_MS - 1));
    expect(screen.queryByText(EMPLOYER_ONBOARDING_TEXTS.timeout)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(timeoutReports()).toEqual([]);
  });

  it("then shows 'This is taking longer than expected.' with Next, reported once as 'Waiting Splash is timing out'", () => {
    const onNext = renderWaiting();
    act(() => vi.advanceTimersByTime(WAITING_TIMEOUT_MS));
    expect(screen.getByRole('alert').textContent).toContain('This is taking longer than expected.');
    expect(timeoutReports()).toHaveLength(1);
    expect(timeoutReports()[0]![0]).toBe('employer-onboarding:');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(WAITING_TIMEOUT_MS * 2));
    expect(timeoutReports()).toHaveLength(1);
  });

  it('keeps Next usable in read-only mode', () => {
    const onNext = renderWaiting(vi.fn(), true);
    act(() => vi.advanceTimersByTime(WAITING_TIMEOUT_MS));
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('reports nothing when the data arrives before the timeout', () => {
    renderWaiting();
    act(() => vi.advanceTimersByTime(5_000));
    cleanup();
    act(() => vi.advanceTimersByTime(WAITING_TIMEOUT_MS));
    expect(timeoutReports()).toEqual([]);
  });
});
