import type { EmployerOnboardingState, EmployerOnboardingStep } from '@app/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepNavigator } from './StepNavigator.tsx';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';

afterEach(() => {
  cleanup();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderNavigator(current: EmployerOnboardingState, isApplicable: (step: EmployerOnboardingStep) => boolean = () => true) {
  const onSelect = vi.fn();
  render(<StepNavigator current={current} isApplicable={isApplicable} onSelect={onSelect} />, { wrapper: EnglishI18n });
  return { onSelect, nav: screen.getByRole('navigation', { name: 'Employer Checklist' }) };
}
const button = (name: string) => screen.getByRole('button', { name });

describe('StepNavigator (the Employer Checklist)', () => {
  it("lists the spec's six groups in order", () => {
    const { nav } = renderNavigator('welcome');
    expect(within(nav).getByRole('heading', { name: 'Employer Checklist' })).toBeTruthy();
    const topLevel = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => item.querySelector('button')!.textContent);
    expect(topLevel).toEqual([
      'Company Information',
      'U.S. Company HQ',
      'US Role Offer',
      'Immigration Questions',
      'Corporate Documents',
      'Funding Documents',
    ]);
  });

  it('navigates straight to the step of a single-step group', () => {
    const { onSelect } = renderNavigator('welcome');
    expect(button('Immigration Questions').getAttribute('aria-expanded')).toBeNull();
    fireEvent.click(button('Immigration Questions'));
    fireEvent.click(button('Funding Documents'));
    expect(onSelect.mock.calls).toEqual([['immigrationQuestions'], ['employerFundingDocs']]);
  });

  it("opens the current step's group, expands and collapses the others without navigating", () => {
    const { onSelect } = renderNavigator('addWorksite');
    expect(button('U.S. Company HQ').getAttribute('aria-expanded')).toBe('true');
    expect(button("Beneficiary's Worksite").getAttribute('aria-current')).toBe('step');
    expect(button('Company Information').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Your Details' })).toBeNull();

    fireEvent.click(button('Company Information'));
    expect(button('Company Information').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button('Authorized Signatory'));
    expect(onSelect).toHaveBeenCalledWith('addContact');

    fireEvent.click(button('Company Information'));
    expect(button('Company Information').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Authorized Signatory' })).toBeNull();
    // The current step's group collapses too when asked.
    fireEvent.click(button('U.S. Company HQ'));
    expect(screen.queryByRole('button', { name: "Beneficiary's Worksite" })).toBeNull();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows a step that does not apply as not applicable, and it cannot be chosen', () => {
    const { onSelect } = renderNavigator('employerHistory', (step) => step !== 'immigrationQuestions');
    const immigration = screen.getByRole('button', { name: /Immigration Questions/ }) as HTMLButtonElement;
    expect(immigration.textContent).toBe('Immigration Questions(not applicable)');
    expect(immigration.disabled).toBe(true);
    fireEvent.click(immigration);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('scrolls the current step into view, and again when it changes', () => {
    const scrolled: string[] = [];
    // jsdom has no layout, hence no scrollIntoView of its own: the test provides one that records the element.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    const onSelect = vi.fn();
    const { rerender } = render(<StepNavigator current="confirmContact" isApplicable={() => true} onSelect={onSelect} />, {
      wrapper: EnglishI18n,
    });
    expect(scrolled).toEqual(['Your Details']);
    rerender(<StepNavigator current="corporateDocs" isApplicable={() => true} onSelect={onSelect} />);
    expect(scrolled).toEqual(['Your Details', 'Corporate Documents']);
  });
});
