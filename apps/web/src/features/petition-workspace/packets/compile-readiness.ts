import type { AutosaveStatus } from '@/lib/autosave/autosave-controller.ts';

export interface CompileReadinessInput {
  /** The domain's sentence for the prefix on screen, or null when it may be used. */
  prefixError: string | null;
  prefixStatus: AutosaveStatus;
  /** A compile of this petition is running (the server would hand back that one). */
  running: boolean;
}

/**
 * Why Compile cannot be clicked now, in words, or null when it can. A prefix that is being saved is no
 * reason: the click saves the prefix on screen first and compiles with it. Nor is a check or start in
 * progress: the button stays focusable then (the pre-flight dialog returns focus to it) and a second
 * click is ignored (useCompileWithPreflight), so one click is one compile.
 */
export function compileBlockReason({ prefixError, prefixStatus, running }: CompileReadinessInput): string | null {
  if (prefixError !== null) return `Fix the Bates prefix first: ${prefixError}`;
  if (prefixStatus === 'error') return 'The Bates prefix is not saved yet (retrying). Compile once it is saved.';
  if (running) return 'A compile of this petition is running; it appears below when it finishes.';
  return null;
}
