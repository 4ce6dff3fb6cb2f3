import { summarizeEmployerOnboarding } from '@app/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';
import { CompanyOnboardingCard } from './CompanyOnboardingCard.tsx';
import { companyOnboardingSummaryOf } from './company-onboarding-texts.ts';

afterEach(cleanup);

// Every step applies: the HQ is not the worksite, and a latest petition awaits documents.
const company = { isBusinessAddressWorksite: false, petitionsByCompanyId: { nodes: [{ status: 'PENDING_DOCS' }] } };
const twoDone = companyOnboardingSummaryOf({
  employerOnboardingByCompanyId: {
    step: 'confirmAddress',
    items: JSON.stringify({ confirmContact: 'complete', addContact: 'complete' }),
  },
  companyById: company,
});

function renderCard(props: Parameters<typeof CompanyOnboardingCard>[0]) {
  render(
    <MemoryRouter>
      <CompanyOnboardingCard {...props} />
    </MemoryRouter>,
    { wrapper: EnglishI18n },
  );
}
const card = () => screen.getByRole('region', { name: 'Company onboarding' });

describe('CompanyOnboardingCard', () => {
  it('tells an editor on Home how far it is, the next step, and resumes the wizard there', () => {
    renderCard({ summary: twoDone, canEdit: true, variant: 'home' });
    expect(card().textContent).toContain('Your company onboarding is not finished.');
    expect(screen.getByText('2 of 10 steps done')).toBeTruthy();
    expect(screen.getByText('Next: U.S. company mailing address')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Company onboarding progress' }).getAttribute('aria-valuenow')).toBe('20');
    const link = screen.getByRole('link', { name: 'Continue company onboarding' });
    expect(link.getAttribute('href')).toBe('/onboarding/employer/confirm-address');
  });

  it('counts only the steps of the flow: no worksite step when the HQ is the worksite, no questions without a pending case', () => {
    const summary = companyOnboardingSummaryOf({
      employerOnboardingByCompanyId: { step: 'beneficiary', items: JSON.stringify({ confirmContact: 'complete' }) },
      companyById: { isBusinessAddressWorksite: true, petitionsByCompanyId: { nodes: [{ status: 'ACTIVE' }] } },
    });
    renderCard({ summary, canEdit: true, variant: 'home' });
    expect(screen.getByText('1 of 8 steps done')).toBeTruthy();
  });

  it('invites to start when never opened', () => {
    renderCard({
      summary: companyOnboardingSummaryOf({ employerOnboardingByCompanyId: null, companyById: company }),
      canEdit: true,
      variant: 'home',
    });
    expect(card().textContent).toContain('Your company onboarding has not been started.');
    expect(screen.getByText('0 of 10 steps done')).toBeTruthy();
    expect(screen.queryByText(/^Next:/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Start company onboarding' }).getAttribute('href')).toBe(
      '/onboarding/employer/welcome',
    );
  });

  it('gives a VIEWER the progress and a read-only look with the reason, no call to act', () => {
    renderCard({ summary: twoDone, canEdit: false, variant: 'home' });
    expect(screen.getByText('2 of 10 steps done')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue|Start/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View company onboarding' }).getAttribute('href')).toBe(
      '/onboarding/employer/confirm-address?readOnly=true',
    );
    expect(screen.getByText("View only: your team's admins and members fill it in.")).toBeTruthy();
  });

  it('shows done on Home and nothing on Action Items once complete', () => {
    const done = summarizeEmployerOnboarding(
      { step: 'final', items: '{}' },
      { hqIsBeneficiaryWorksite: false, hasPendingDocsPetition: true },
    );
    renderCard({ summary: done, canEdit: true, variant: 'home' });
    expect(card().textContent).toContain('Onboarding Complete!');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    cleanup();
    renderCard({ summary: done, canEdit: true, variant: 'actions' });
    expect(screen.queryByRole('region', { name: 'Company onboarding' })).toBeNull();
  });

  it('is an item to finish on Action Items while open', () => {
    renderCard({ summary: twoDone, canEdit: true, variant: 'actions' });
    expect(card().textContent).toContain('Finish your company onboarding');
    expect(screen.getByText('2 of 10 steps done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue company onboarding' })).toBeTruthy();
  });
});
