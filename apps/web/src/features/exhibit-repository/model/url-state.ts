/**
 * The repository page's address (spec 2 §2.1, RX-002..005): the chosen exhibit and the two filters are
 * query parameters; the search text lives in the history entry's state, so typing never adds entries
 * while Back and Forward still bring each entry's search back.
 */

export const REPOSITORY_PARAM = {
  reusableExhibitId: 'reusableExhibitId',
  moduleType: 'moduleType',
  exhibitType: 'exhibitType',
} as const;

export interface RepositoryFilters {
  moduleType: string | null;
  exhibitType: string | null;
}

export interface RepositoryParams extends RepositoryFilters {
  reusableExhibitId: string | null;
}

/** What changed, which decides how the history moves (RX-003, RX-004). */
export type RepositoryChange = 'filter' | 'select' | 'search';

function nonBlank(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function readRepositoryParams(params: URLSearchParams): RepositoryParams {
  return {
    reusableExhibitId: nonBlank(params.get(REPOSITORY_PARAM.reusableExhibitId)),
    moduleType: nonBlank(params.get(REPOSITORY_PARAM.moduleType)),
    exhibitType: nonBlank(params.get(REPOSITORY_PARAM.exhibitType)),
  };
}

/** The address after `changes`; other parameters (readOnly, …) are kept, null removes one. */
export function withRepositoryParams(current: URLSearchParams, changes: Partial<RepositoryParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes) as [keyof RepositoryParams, string | null | undefined][]) {
    if (value === undefined) continue;
    const name = REPOSITORY_PARAM[key];
    if (value === null || value.trim() === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** Picking a filter is a step the user may go back from; choosing an exhibit or typing is not. */
export function replacesHistory(change: RepositoryChange): boolean {
  return change !== 'filter';
}

/**
 * What the repository keeps in a history entry's state: the search text, and an id of the entry that
 * stays the same while typing replaces the entry (React Router gives each replacement a new key), so
 * the page can tell "still this entry" from "Back/Forward went to another one".
 */
export interface RepositoryHistoryState {
  search: string;
  entry: string;
}

const STATE_KEY = 'exhibitRepository';

/** The entry's search and id; an entry the page has not written yet is known by its router key. */
export function readHistoryState(state: unknown, locationKey: string): RepositoryHistoryState {
  const own = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[STATE_KEY] : undefined;
  if (typeof own === 'object' && own !== null) {
    const { search, entry } = own as Record<string, unknown>;
    if (typeof search === 'string' && typeof entry === 'string') return { search, entry };
  }
  return { search: '', entry: locationKey };
}

/** The history state carrying `repository`, keeping whatever else the entry's state holds. */
export function withHistoryState(state: unknown, repository: RepositoryHistoryState): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [STATE_KEY]: repository };
}
