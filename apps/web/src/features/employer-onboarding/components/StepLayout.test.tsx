import { EMPLOYER_ONBOARDING_STEPS, type EmployerOnboardingStep } from '@app/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { StepLayout } from './StepLayout.tsx';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';

afterEach(cleanup);

function renderStep(
  step: EmployerOnboardingStep,
  { readOnly = false, ...props }: { readOnly?: boolean; onNext?: () => void; nextDisabled?: boolean; exitTo?: string } = {},
) {
  const wizard = { back: vi.fn(), next: vi.fn(), skip: vi.fn() };
  render(
    <MemoryRouter initialEntries={[readOnly ? '/onboarding/employer?readOnly=true' : '/onboarding/employer']}>
      <ReadOnlyProvider>
        <StepLayout step={step} wizard={wizard} {...props}>
          <p>step content</p>
        </StepLayout>
      </ReadOnlyProvider>
    </MemoryRouter>,
    { wrapper: EnglishI18n },
  );
  return wizard;
}
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('StepLayout', () => {
  it("shows the spec's progress value of every step (0, 1, 20, … 100)", () => {
    const values = EMPLOYER_ONBOARDING_STEPS.map((step) => {
      renderStep(step);
      const value = screen.getByRole('progressbar', { name: 'Employer onboarding progress' }).getAttribute('aria-valuenow');
      cleanup();
      return Number(value);
    });
    expect(values).toEqual([0, 1, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('shows the title, the estimated time, the content and an exit link to / by default', () => {
    renderStep('confirmContact');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Details');
    expect(screen.getByText(/^About \d+ minutes?$/)).toBeTruthy();
    expect(screen.getByText('step content')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/');
  });

  it('takes another exit target, and keeps readOnly=true on it', () => {
    renderStep('confirmContact', { exitTo: '/dashboard', readOnly: true });
    expect(screen.getByRole('link', { name: 'Exit' }).getAttribute('href')).toBe('/dashboard?readOnly=true');
  });

  it('has no Back on welcome; Back, Next and skip for now call the wizard', () => {
    renderStep('welcome');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    cleanup();
    const wizard = renderStep('addWorksite');
    fireEvent.click(button('Back'));
    fireEvent.click(button('Next'));
    fireEvent.click(button('skip for now'));
    expect([wizard.back.mock.calls.length, wizard.next.mock.calls.length, wizard.skip.mock.calls.length]).toEqual([1, 1, 1]);
  });

  it("runs the step's own Next when given, and disables Next when asked", () => {
    const onNext = vi.fn();
    const wizard = renderStep('beneficiary', { onNext });
    fireEvent.click(button('Next'));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(wizard.next).not.toHaveBeenCalled();
    cleanup();
    renderStep('corporateDocs', { nextDisabled: true });
    expect(button('Next').disabled).toBe(true);
  });

  it('in read-only mode, Next only moves on (no save) and is never disabled; Back and skip stay usable', () => {
    const onNext = vi.fn();
    const wizard = renderStep('corporateDocs', { onNext, nextDisabled: true, readOnly: true });
    expect([button('Back').disabled, button('Next').disabled, button('skip for now').disabled]).toEqual([false, false, false]);
    fireEvent.click(button('Next'));
    expect(onNext).not.toHaveBeenCalled();
    expect(wizard.next).toHaveBeenCalledTimes(1);
  });
});
