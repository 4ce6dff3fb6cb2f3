import { useState } from 'react';
import { toast } from 'sonner';
import { inIdOrder, reorderedIds } from './reorder.ts';

export const REORDER_FAILED_TEXT = 'The new order could not be saved.';

/**
 * Items shown in the order just chosen while it is saved. When the server refuses, the failure is logged,
 * a toast says so and the server's order comes back (spec 2 §4: reverted); `saved`, if given, then refreshes it.
 */
export function useOptimisticOrder<T extends { id: string }>(
  items: readonly T[],
  save: (ids: string[]) => Promise<unknown>,
  saved?: () => Promise<unknown>,
): { ordered: T[]; move: (activeId: string, overId: string | null | undefined) => void } {
  const [pending, setPending] = useState<string[] | null>(null);
  const ordered = inIdOrder(items, pending);
  const move = (activeId: string, overId: string | null | undefined) => {
    const next = reorderedIds(
      ordered.map((item) => item.id),
      activeId,
      overId,
    );
    if (!next) return;
    setPending(next);
    save(next)
      .catch((error: unknown) => {
        console.error('reorder failed:', error);
        toast.error(REORDER_FAILED_TEXT);
      })
      .then(() => saved?.())
      .catch((error: unknown) => console.error('refreshing the order failed:', error))
      .finally(() => setPending(null));
  };
  return { ordered, move };
}
