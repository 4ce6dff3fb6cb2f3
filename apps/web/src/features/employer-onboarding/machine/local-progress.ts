import { employerOnboardingStateKey, EmployerOnboardingProgressSchema, type EmployerOnboardingProgress } from '@app/domain';

/**
 * The wizard's progress in this browser, under 'employer-onboarding-state-{companyId}' (spec 3 §4.1).
 * Welcome is never stored, so a first visit does not overwrite a resume point kept elsewhere.
 */
export function saveLocalProgress(
  companyId: string,
  progress: EmployerOnboardingProgress,
  storage: Storage = localStorage,
): void {
  if (progress.step === 'welcome') return;
  try {
    storage.setItem(employerOnboardingStateKey(companyId), JSON.stringify(progress));
  } catch {
    // A full or disabled storage only loses the local copy; the server keeps the answers.
  }
}

/** The stored progress, or null when there is none or it is not a shape this version understands. */
export function loadLocalProgress(companyId: string, storage: Storage = localStorage): EmployerOnboardingProgress | null {
  const raw = storage.getItem(employerOnboardingStateKey(companyId));
  if (!raw) return null;
  try {
    const parsed = EmployerOnboardingProgressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
