import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  readHistoryState,
  readRepositoryParams,
  replacesHistory,
  withHistoryState,
  withRepositoryParams,
  type RepositoryChange,
  type RepositoryParams,
} from '../model/url-state.ts';

/**
 * The repository page's address as state (spec 2 §2.1): filters and the chosen exhibit in the query,
 * the search in the history entry. A filter pushes an entry; choosing an exhibit or typing replaces it;
 * Back and Forward bring an entry's filters and search back.
 */
export function useRepositoryLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = readRepositoryParams(new URLSearchParams(location.search));
  const history = readHistoryState(location.state, location.key);
  // What was typed into this entry: shown at once, while the router commits the replaced entry.
  const [typed, setTyped] = useState<{ entry: string; search: string } | null>(null);
  const search = typed?.entry === history.entry ? typed.search : history.search;

  const go = (change: RepositoryChange, changes: Partial<RepositoryParams>, nextSearch: string) => {
    const query = withRepositoryParams(new URLSearchParams(location.search), changes).toString();
    const replace = replacesHistory(change);
    // A pushed entry is a new one; a replaced entry keeps its id. (Not crypto.randomUUID: it is missing on plain-http hosts.)
    const entry = replace ? history.entry : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '' },
      { replace, state: withHistoryState(location.state, { search: nextSearch, entry }) },
    );
  };

  return {
    ...params,
    search,
    setFilters: (filters: Partial<Pick<RepositoryParams, 'moduleType' | 'exhibitType'>>) => go('filter', filters, search),
    select: (reusableExhibitId: string | null) => go('select', { reusableExhibitId }, search),
    setSearch: (text: string) => {
      setTyped({ entry: history.entry, search: text });
      go('search', {}, text);
    },
  };
}
