import { EMPLOYER_ONBOARDING_ROUTES, summarizeEmployerOnboarding, type EmployerOnboardingSummary } from '@app/domain';
import type { I18n } from '@lingui/core';
import { STEP_TITLE_MESSAGES } from '@/lib/i18n/employer-step-titles.ts';
import { paths } from '@/lib/paths.ts';
import { withReadOnly } from '@/lib/read-only.ts';

/**
 * The company's own employer onboarding as Home and Action Items tell it (docs/decisions.md, "The company's onboarding
 * on Home and Action Items"): where it stands in words, how many steps are done, which step comes next and the link
 * that resumes the wizard there. A team VIEWER reads the same progress with a read-only link and no call to act.
 */

/** The fields Home's and Action Items' queries read for a team account (null for a personal one). */
export interface CompanyOnboardingData {
  employerOnboardingByCompanyId?: { step: string; items: string } | null;
  companyById?: {
    isBusinessAddressWorksite?: boolean | null;
    petitionsByCompanyId: { nodes: readonly { status: string }[] };
  } | null;
}

/** The summary of the company's wizard, with the facts the wizard itself uses (EmployerOnboardingPage). */
export function companyOnboardingSummaryOf(data: CompanyOnboardingData): EmployerOnboardingSummary {
  return summarizeEmployerOnboarding(data.employerOnboardingByCompanyId, {
    hqIsBeneficiaryWorksite: data.companyById?.isBusinessAddressWorksite === true,
    // Among the latest petitions (one per beneficiary), one awaiting documents: as latestPetition() in the wizard.
    hasPendingDocsPetition: (data.companyById?.petitionsByCompanyId.nodes ?? []).some(
      (petition) => petition.status === 'PENDING_DOCS',
    ),
  });
}

export interface CompanyOnboardingTexts {
  title: string;
  /** Where it stands: not started, not finished, or the wizard's own 'Onboarding Complete!'. */
  status: string;
  /** "2 of 10 steps done". */
  progress: string;
  progressLabel: string;
  /** "Next: Authorized Signatory" once started and not complete. */
  next: string | null;
  /** The link into the wizard (null when complete): resume for an editor, a read-only look for a VIEWER. */
  action: { label: string; href: string } | null;
  /** A VIEWER's reason for having nothing to do here. */
  viewOnly: string | null;
}

export function companyOnboardingTexts(
  i18n: I18n,
  summary: EmployerOnboardingSummary,
  { canEdit }: { canEdit: boolean },
): CompanyOnboardingTexts {
  const { status, done, total, resumeAt } = summary;
  const title = i18n._({ id: 'companyOnboarding.title', message: 'Company onboarding' });
  const progress = i18n._({
    id: 'companyOnboarding.progress',
    message: '{total, plural, one {{done} of # step done} other {{done} of # steps done}}',
    values: { done, total },
  });
  const progressLabel = i18n._({ id: 'companyOnboarding.progressLabel', message: 'Company onboarding progress' });
  if (status === 'complete') {
    return {
      title,
      status: i18n._({ id: 'employer.complete.title', message: 'Onboarding Complete!' }),
      progress,
      progressLabel,
      next: null,
      action: null,
      viewOnly: null,
    };
  }
  const href = withReadOnly(`${paths.employerOnboarding}/${EMPLOYER_ONBOARDING_ROUTES[resumeAt]}`, !canEdit);
  const nextStep = resumeAt !== 'welcome' && resumeAt !== 'final' ? i18n._(STEP_TITLE_MESSAGES[resumeAt]) : null;
  return {
    title,
    status:
      status === 'not_started'
        ? i18n._({ id: 'companyOnboarding.notStarted', message: 'Your company onboarding has not been started.' })
        : i18n._({ id: 'companyOnboarding.notFinished', message: 'Your company onboarding is not finished.' }),
    progress,
    progressLabel,
    next: nextStep ? i18n._({ id: 'companyOnboarding.next', message: 'Next: {step}', values: { step: nextStep } }) : null,
    action: {
      href,
      label: !canEdit
        ? i18n._({ id: 'companyOnboarding.view', message: 'View company onboarding' })
        : status === 'not_started'
          ? i18n._({ id: 'companyOnboarding.start', message: 'Start company onboarding' })
          : i18n._({ id: 'companyOnboarding.continue', message: 'Continue company onboarding' }),
    },
    // Its own sentence, not Action Items' "ask your team's admin to change this": that one already stands above the
    // cases' disabled checkboxes on the same page, and there is nothing here to change, only steps to fill in.
    viewOnly: canEdit
      ? null
      : i18n._({ id: 'companyOnboarding.viewOnly', message: "View only: your team's admins and members fill it in." }),
  };
}
