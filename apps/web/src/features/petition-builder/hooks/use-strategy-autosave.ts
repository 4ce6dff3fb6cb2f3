import { useMutation } from '@apollo/client/react';
import {
  CASE_STRATEGY_AUTOSAVE_INTERVAL_MS,
  CASE_STRATEGY_SAVE_DEBOUNCE_MS,
  CASE_STRATEGY_WITHOUT_MODULES,
  CaseStrategyPayloadSchema,
  type CaseStrategyPayload,
} from '@app/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAutosave } from '@/lib/autosave/use-autosave.ts';
import { BuilderCreateCaseStrategyMutation, BuilderUpdateCaseStrategyMutation } from '../api/case-strategies.ts';

export interface StrategyToSave {
  beneficiaryId: string | null;
  label: string;
  payload: CaseStrategyPayload;
  /** Bumped on every module change, which is saved sooner (300 ms) than other edits. */
  modulesVersion: number;
}

export class StrategyRefusedError extends Error {}

/** The text after 'Error saving strategy ' (spec 1 §8). */
export function strategySaveMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Saves the case strategy (spec 1 §4, §9): every edit within 5 s (the page's periodic autosave), a module
 * change after 300 ms. Saves go through the shared autosave (one at a time, newest wins, retried with
 * backoff), so a failed save loses nothing: the page keeps the edit and says so. The first save creates
 * the strategy and reports its id, which the page puts in the address so a reload reopens it.
 */
export function useStrategyAutosave(options: {
  strategyId: string | null;
  onCreated: (id: string) => void;
  value: StrategyToSave;
  enabled: boolean;
}) {
  const { onCreated, value, enabled } = options;
  const [createStrategy] = useMutation(BuilderCreateCaseStrategyMutation);
  const [updateStrategy] = useMutation(BuilderUpdateCaseStrategyMutation);
  const strategyId = useRef(options.strategyId);
  const [savedAt, setSavedAt] = useState<string | null>(null);

  // Nothing is saved until the page is in case-strategy mode with something to save.
  const watched = useMemo(() => (enabled ? value : null), [enabled, value]);
  // The value the last save started with: an edit after it waits for the 5 s autosave, and the page says
  // so at once instead of showing nothing until the save starts (issue 26).
  const [attempted, setAttempted] = useState(watched);

  const save = useCallback(
    async (toSave: StrategyToSave | null) => {
      setAttempted(toSave);
      if (!toSave) return;
      const parsed = CaseStrategyPayloadSchema.safeParse(toSave.payload);
      if (!parsed.success) {
        const modulesMissing = toSave.payload.modules.length === 0;
        // Not retried into success by waiting: the strategy itself must change.
        throw new StrategyRefusedError(modulesMissing ? CASE_STRATEGY_WITHOUT_MODULES : parsed.error.issues[0]!.message);
      }
      const variables = { userId: toSave.beneficiaryId, label: toSave.label, strategy: JSON.stringify(parsed.data) };
      if (strategyId.current) {
        const { data } = await updateStrategy({ variables: { id: strategyId.current, ...variables } });
        setSavedAt(data?.updateCaseStrategyById?.caseStrategy?.updatedAt ?? null);
        return;
      }
      const { data } = await createStrategy({ variables });
      const created = data?.createCaseStrategy?.caseStrategy;
      if (!created) throw new Error('the server did not return the new strategy');
      strategyId.current = created.id;
      setSavedAt(created.updatedAt);
      onCreated(created.id);
    },
    [createStrategy, updateStrategy, onCreated],
  );

  const autosave = useAutosave({ value: watched, save, debounceMs: CASE_STRATEGY_AUTOSAVE_INTERVAL_MS });

  const { flush } = autosave;
  const modulesVersion = enabled ? value.modulesVersion : 0;
  const firstVersion = useRef(modulesVersion);
  useEffect(() => {
    if (modulesVersion === firstVersion.current) return;
    const timer = window.setTimeout(() => {
      flush().catch(() => {});
    }, CASE_STRATEGY_SAVE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [modulesVersion, flush]);

  const editWaiting = watched !== attempted && autosave.status !== 'error' && autosave.status !== 'invalid';
  return { ...autosave, status: editWaiting ? ('loading' as const) : autosave.status, savedAt };
}
