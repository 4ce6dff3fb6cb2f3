import { FORM_SERVER_ERROR_TEXT } from '@app/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutateWithFeedback } from './mutation-feedback.ts';

beforeEach(() => {
  render(<Toaster />);
  // The helper logs failures for us; keep the test output to the assertions.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('mutateWithFeedback', () => {
  it('refetches after a saved change and says it was saved', async () => {
    const steps: string[] = [];
    const saved = await mutateWithFeedback(
      'adding a note',
      async () => steps.push('mutate'),
      async () => steps.push('refetch'),
    );
    expect(saved).toBe(true);
    expect(steps).toEqual(['mutate', 'refetch']);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('tells the person in a toast when the change fails, logs what failed and does not refetch', async () => {
    const steps: string[] = [];
    const saved = await mutateWithFeedback(
      'deleting a form',
      () => Promise.reject(new Error('permission denied for table petition_forms')),
      async () => steps.push('refetch'),
    );
    expect(saved).toBe(false);
    expect(steps).toEqual([]);
    expect(await screen.findByText(FORM_SERVER_ERROR_TEXT)).toBeTruthy();
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toBe('deleting a form failed:');
  });

  it('counts a change as saved when only the refresh after it fails, without a misleading toast', async () => {
    const saved = await mutateWithFeedback(
      'saving a note',
      async () => undefined,
      () => Promise.reject(new Error('network')),
      'Not saved',
    );
    expect(saved).toBe(true);
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toBe('refreshing after saving a note failed:');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Not saved')).toBeNull();
  });
});
