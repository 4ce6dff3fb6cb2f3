import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { PreflightFinding } from '@app/domain';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useCompilePacket } from './packets-api.ts';
import { usePreflightData, useSetPacketToFollow } from './preflight-api.ts';
import { loadFormsForPreflight, preflightFindings } from './preflight-findings.ts';
import type { BatesPrefixState } from './use-bates-prefix.ts';

/** The server's sentence for a refused request (our GraphQL errors are written for people), else `fallback`. */
function errorText(error: unknown, fallback: string): string {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? fallback) : fallback;
}

/**
 * Compile with the pre-flight check (issue 28). Clicking Compile reads the petition afresh: with nothing
 * to check it compiles at once, otherwise the findings open for confirming ("Compile anyway"). Compiling
 * saves the prefix on screen first (a pending autosave is flushed) and sends it with the compile, so the
 * packet is stamped with what the user sees. One step at a time: a second click while one runs does nothing.
 */
export function useCompileWithPreflight(petitionId: string, prefix: Pick<BatesPrefixState, 'value' | 'flush'>) {
  const { compile } = useCompilePacket(petitionId);
  const loadPreflight = usePreflightData(petitionId);
  const saveToFollow = useSetPacketToFollow();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  /** The findings while the dialog is open; null when it is closed. */
  const [findings, setFindings] = useState<PreflightFinding[] | null>(null);
  const [savingExhibitIds, setSavingExhibitIds] = useState<ReadonlySet<string>>(new Set());

  const check = useCallback(async () => {
    const petition = await loadPreflight();
    if (!petition) throw new Error('the petition could not be read for the pre-flight check');
    return preflightFindings(petition, await loadFormsForPreflight(petitionId));
  }, [loadPreflight, petitionId]);

  const { value, flush } = prefix;
  const compileNow = useCallback(async () => {
    try {
      await flush();
    } catch (error) {
      throw new Error('The Bates prefix could not be saved; the packet was not compiled.', { cause: error });
    }
    await compile(value.trim());
  }, [compile, flush, value]);

  /** Runs one step unless another is running (a double click compiles once). */
  const exclusive = useCallback(async (step: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await step();
    } catch (error) {
      console.error('compiling the packet failed:', error);
      toast.error(
        error instanceof Error && !CombinedGraphQLErrors.is(error) && error.message.startsWith('The Bates prefix')
          ? error.message
          : errorText(error, 'The packet could not be compiled.'),
      );
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const start = useCallback(
    () =>
      exclusive(async () => {
        const found = await check();
        if (found.length === 0) await compileNow();
        else setFindings(found);
      }),
    [exclusive, check, compileNow],
  );

  const compileAnyway = useCallback(
    () =>
      exclusive(async () => {
        await compileNow();
        setFindings(null);
      }),
    [exclusive, compileNow],
  );

  const toggleToFollow = useCallback(
    (exhibitId: string, toFollow: boolean) => {
      setSavingExhibitIds((ids) => new Set(ids).add(exhibitId));
      saveToFollow(exhibitId, toFollow)
        .then(check)
        .then((found) => setFindings((open) => (open ? found : open)))
        .catch((error: unknown) => {
          console.error('changing "to follow" failed:', error);
          toast.error(errorText(error, 'The exhibit could not be changed.'));
        })
        .finally(() =>
          setSavingExhibitIds((ids) => {
            const next = new Set(ids);
            next.delete(exhibitId);
            return next;
          }),
        );
    },
    [saveToFollow, check],
  );

  const setOpen = useCallback((open: boolean) => {
    if (!open) setFindings(null);
  }, []);

  return { start, compileAnyway, toggleToFollow, busy, findings, setOpen, savingExhibitIds };
}
