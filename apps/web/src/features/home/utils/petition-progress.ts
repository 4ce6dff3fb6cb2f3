import { type PetitionStatus } from '@app/domain';

/** The steps a case goes through, as customers see them. */
export const CASE_STEPS: readonly PetitionStatus[] = [
  'PENDING_DOCS',
  'IN_ATTORNEY_REVIEW',
  'SUBMITTED',
  'PRINT_SHIP_REQUESTED',
  'SHIPPED',
  'APPROVED',
];

/** Percent along CASE_STEPS (the current step counts); finished cases count as 100, an RFE as submitted. */
export function caseProgressPercent(status: PetitionStatus): number {
  if (status === 'APPROVED' || status === 'DENIED' || status === 'ARCHIVED') return 100;
  const index = CASE_STEPS.indexOf(status === 'RFEED' ? 'SUBMITTED' : status);
  return index < 0 ? 0 : Math.round(((index + 1) / CASE_STEPS.length) * 100);
}

/** Completed (or skipped) and total modules in an onboarding record's modules JSON (a JSON string on the wire). */
export function onboardingModuleProgress(modulesJson: string | null | undefined): { completed: number; total: number } {
  try {
    const parsed: unknown = JSON.parse(modulesJson ?? '[]');
    const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === 'object' ? Object.values(parsed) : [];
    const modules = list.filter((m): m is { status?: unknown } => typeof m === 'object' && m !== null);
    return { completed: modules.filter((m) => m.status === 'completed' || m.status === 'skipped').length, total: modules.length };
  } catch {
    return { completed: 0, total: 0 };
  }
}
