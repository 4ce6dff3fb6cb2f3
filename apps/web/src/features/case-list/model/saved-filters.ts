import { ZCaseListFilterSchema, type TCaseListFilter } from '@app/domain';
import { z } from 'zod';

/**
 * Saved case-list filters, kept in the browser's localStorage (per browser, per staff member's id): a named set of
 * filters to come back to. Stored values are re-validated with the shared filter schema on reading, so an old or
 * hand-edited entry can never reach the query.
 */
export interface SavedCaseFilter {
  name: string;
  filter: TCaseListFilter;
}

export const SAVED_FILTER_NAME_MAX = 60;
const ZStoredSchema = z.array(z.object({ name: z.string().min(1).max(SAVED_FILTER_NAME_MAX), filter: ZCaseListFilterSchema }));

export const savedFiltersKey = (userId: string) => `case-list.saved-filters.${userId}`;

export function readSavedFilters(storage: Pick<Storage, 'getItem'>, userId: string): SavedCaseFilter[] {
  try {
    const parsed = ZStoredSchema.safeParse(JSON.parse(storage.getItem(savedFiltersKey(userId)) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Adds or replaces (same name) a saved filter; answers the new list, sorted by name. */
export function withSavedFilter(list: readonly SavedCaseFilter[], entry: SavedCaseFilter): SavedCaseFilter[] {
  const name = entry.name.trim().slice(0, SAVED_FILTER_NAME_MAX);
  if (!name) return [...list];
  return [...list.filter((saved) => saved.name !== name), { name, filter: entry.filter }].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

export function withoutSavedFilter(list: readonly SavedCaseFilter[], name: string): SavedCaseFilter[] {
  return list.filter((saved) => saved.name !== name);
}

export function writeSavedFilters(storage: Pick<Storage, 'setItem'>, userId: string, list: readonly SavedCaseFilter[]): void {
  storage.setItem(savedFiltersKey(userId), JSON.stringify(list));
}
