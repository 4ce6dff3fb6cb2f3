import { ZCaseListFilterSchema, type TCaseListFilter } from '@app/domain';

/**
 * Saved case-list filters as the server keeps them (migration 0057): each stored filter is re-validated with the
 * shared filter schema on reading, so an old or hand-edited row can never reach the query; such a row is left out.
 */
export interface SavedCaseFilter {
  id: string;
  name: string;
  filter: TCaseListFilter;
}

export function parseSavedFilters(
  nodes: readonly { id: string; name: string; filter: unknown }[] | null | undefined,
): SavedCaseFilter[] {
  return (nodes ?? []).flatMap((node) => {
    let stored = node.filter;
    if (typeof stored === 'string') {
      try {
        stored = JSON.parse(stored) as unknown;
      } catch {
        return [];
      }
    }
    const parsed = ZCaseListFilterSchema.safeParse(stored);
    return parsed.success ? [{ id: node.id, name: node.name, filter: parsed.data }] : [];
  });
}
