import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exhibit, module } from '../machine/test-checklist.ts';
import { ChecklistSidebar, SCROLL_TO_ACTIVE_DELAY_MS } from './ChecklistSidebar.tsx';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';

const scrollIntoView = vi.fn();
// jsdom has no scrollIntoView: a spy stands in for it while these tests run.
const originalScrollIntoView = Element.prototype.scrollIntoView;
beforeEach(() => {
  vi.useFakeTimers();
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

const modules = [
  module('p', 'PERSONAL', [exhibit('legal', { name: 'Legal name' }), exhibit('address', { name: 'U.S. address' })]),
  module('w', 'AWARDS', [exhibit('award', { name: 'Award certificate' })]),
];

describe('ChecklistSidebar', () => {
  it('scrolls the active exhibit into view 100 ms after it changes (spec 3 §2.3, §9)', () => {
    render(
      <MemoryRouter initialEntries={['/onboarding/beneficiary?readOnly=true']}>
        <ChecklistSidebar modules={modules} activeModuleId="p" activeExhibitId="address" />
      </MemoryRouter>,
      { wrapper: EnglishI18n },
    );
    expect(SCROLL_TO_ACTIVE_DELAY_MS).toBe(100);
    act(() => vi.advanceTimersByTime(SCROLL_TO_ACTIVE_DELAY_MS - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('link', { name: /U\.S\. address/ }));
  });

  it('groups the modules, opens the active one and keeps readOnly on its links', () => {
    render(
      <MemoryRouter initialEntries={['/onboarding/beneficiary?readOnly=true']}>
        <ChecklistSidebar modules={modules} activeModuleId="p" activeExhibitId="legal" />
      </MemoryRouter>,
      { wrapper: EnglishI18n },
    );
    expect(screen.getByRole('region', { name: 'Personal Info' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Case Evidence' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Legal name/ }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: /Legal name/ }).getAttribute('href')).toBe(
      '/onboarding/beneficiary/personal?id=p&exhibitId=legal&readOnly=true',
    );
    // The other module stays closed until opened.
    expect(screen.queryByRole('link', { name: /Award certificate/ })).toBeNull();
  });
});
