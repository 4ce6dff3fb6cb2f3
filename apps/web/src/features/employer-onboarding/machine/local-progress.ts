import { employerOnboardingStateKey, EmployerOnboardingProgressSchema, type EmployerOnboardingProgress } from '@app/domain';

/**
 * The wizard's progress in this browser, under 'employer-onboarding-state-{companyId}' (spec 3 §4.1), with
 * `savedToServer` beside it: false from the move until the server has that same progress. Welcome is never
 * stored, so a first visit does not overwrite a resume point kept elsewhere.
 */
export function saveLocalProgress(
  companyId: string,
  progress: EmployerOnboardingProgress,
  storage: Storage = localStorage,
): void {
  if (progress.step === 'welcome') return;
  writeLocal(companyId, progress, false, storage);
}

/** The server took `progress`: the local copy is marked saved, unless a later move has replaced it. */
export function markLocalProgressSaved(
  companyId: string,
  progress: EmployerOnboardingProgress,
  storage: Storage = localStorage,
): void {
  const local = readLocal(companyId, storage);
  if (local && !local.savedToServer && JSON.stringify(local.progress) === JSON.stringify(progress)) {
    writeLocal(companyId, progress, true, storage);
  }
}

/**
 * Where the wizard starts: this browser's copy when its last move never reached the server (a reload or a typed
 * address while that save was on its way, or a save that failed), else the server's copy, else this browser's.
 * Without the first rule a user who went Back and reloaded at once resumed on the step they had just left.
 */
export function resumeProgress(
  companyId: string,
  server: EmployerOnboardingProgress | null,
  storage: Storage = localStorage,
): EmployerOnboardingProgress | null {
  const local = readLocal(companyId, storage);
  if (local && !local.savedToServer) return local.progress;
  return server ?? local?.progress ?? null;
}

function writeLocal(companyId: string, progress: EmployerOnboardingProgress, savedToServer: boolean, storage: Storage) {
  try {
    storage.setItem(employerOnboardingStateKey(companyId), JSON.stringify({ ...progress, savedToServer }));
  } catch {
    // A full or disabled storage only loses the local copy; the server keeps the answers.
  }
}

/**
 * The stored progress, or null when there is none or it is not a shape this version understands. A copy written
 * before `savedToServer` existed counts as saved: the server's copy was preferred then too.
 */
function readLocal(companyId: string, storage: Storage): { progress: EmployerOnboardingProgress; savedToServer: boolean } | null {
  const raw = storage.getItem(employerOnboardingStateKey(companyId));
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as unknown;
    const parsed = EmployerOnboardingProgressSchema.safeParse(stored);
    if (!parsed.success) return null;
    const savedToServer = (stored as { savedToServer?: unknown }).savedToServer !== false;
    return { progress: parsed.data, savedToServer };
  } catch {
    return null;
  }
}
