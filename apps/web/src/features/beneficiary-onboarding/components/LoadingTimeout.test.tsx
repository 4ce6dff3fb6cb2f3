import { WAITING_TIMEOUT_MS } from '@app/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MemoryRouter } from 'react-router';
import { LoadingTimeout, TIMEOUT_TEXT } from './LoadingTimeout.tsx';
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

const timeoutReports = () =>
  consoleError.mock.calls.filter(([, error]) => error instanceof Error && error.message === 'Waiting Splash is timing out');

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <LoadingTimeout />
    </MemoryRouter>,
    { wrapper: EnglishI18n },
  );
}

describe('LoadingTimeout (missing exhibit, petition or record)', () => {
  it('shows the skeleton and the exit for 12 s, then the timeout text, reported once', () => {
    renderAt('/onboarding/beneficiary/personal?id=gone');
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/onboarding/beneficiary');
    act(() => vi.advanceTimersByTime(WAITING_TIMEOUT_MS - 1));
    expect(screen.queryByText(TIMEOUT_TEXT.message)).toBeNull();
    expect(timeoutReports()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe('This is taking longer than expected.');
    expect(timeoutReports()).toHaveLength(1);
    expect(timeoutReports()[0]![0]).toBe('beneficiary-onboarding:');
  });

  it('keeps readOnly=true on the exit', () => {
    renderAt('/onboarding/beneficiary/personal?id=gone&readOnly=true');
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/onboarding/beneficiary?readOnly=true');
  });

  it('reports nothing when the data arrives before the timeout', () => {
    renderAt('/onboarding/beneficiary');
    act(() => vi.advanceTimersByTime(5_000));
    cleanup();
    act(() => vi.advanceTimersByTime(WAITING_TIMEOUT_MS));
    expect(timeoutReports()).toEqual([]);
  });
});
