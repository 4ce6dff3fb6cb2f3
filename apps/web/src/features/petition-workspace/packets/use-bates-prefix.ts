import { batesPrefixError } from '@app/domain';
import { useCallback } from 'react';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { useSaveBatesPrefix } from './packets-api.ts';

/**
 * The Bates prefix on screen: saved as the user types like the other case fields, checked with the
 * domain's rule (a refused value is never sent and stays in the box with the reason), and flushed on
 * demand so Compile uses exactly what is on screen. `saved` is the petition's stored prefix.
 */
export function useBatesPrefix(petitionId: string, saved: string) {
  const saveBatesPrefix = useSaveBatesPrefix(petitionId);
  const save = useCallback((value: string) => saveBatesPrefix(value.trim()), [saveBatesPrefix]);
  const field = useAutosavedValue(saved, save, undefined, batesPrefixError);
  return field;
}

export type BatesPrefixState = ReturnType<typeof useBatesPrefix>;
