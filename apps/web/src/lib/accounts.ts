import { STORAGE_KEYS } from '@app/domain';

/** The account the customer portal shows: the user's own (personal) or one of their teams. */
export type Account =
  | { kind: 'personal'; id: string; name: string }
  | { kind: 'team'; id: string; name: string; role: string; portalOnboarded: boolean };

export type TeamAccount = Extract<Account, { kind: 'team' }>;
export type PersonalAccount = Extract<Account, { kind: 'personal' }>;

export interface StoredAccountChoice {
  viewAccountId: string | null;
  viewTeam: string | null;
}

/**
 * The current account: the stored team when it still exists; the personal account when that was
 * chosen; otherwise (a missing team, or no choice yet) the first team, or the personal account.
 */
export function resolveCurrentAccount(
  personal: PersonalAccount,
  teams: readonly TeamAccount[],
  stored: StoredAccountChoice,
): Account {
  if (stored.viewTeam) {
    const team = teams.find((candidate) => candidate.id === stored.viewTeam);
    if (team) return team;
  } else if (stored.viewAccountId === personal.id) {
    return personal;
  }
  return teams[0] ?? personal;
}

export function readStoredAccountChoice(storage: Storage = localStorage): StoredAccountChoice {
  return { viewAccountId: storage.getItem(STORAGE_KEYS.viewAccountId), viewTeam: storage.getItem(STORAGE_KEYS.viewTeam) };
}

export function storeAccountChoice(account: Account, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.viewAccountId, account.id);
  if (account.kind === 'team') storage.setItem(STORAGE_KEYS.viewTeam, account.id);
  else storage.removeItem(STORAGE_KEYS.viewTeam);
  notifyAccountStorageListeners();
}

/** The workspace override (admins viewing the app as another account): a user id or a company id. */
export function readWorkspaceOverride(storage: Storage = localStorage): string | null {
  return storage.getItem(STORAGE_KEYS.overridingWsId);
}

export function storeWorkspaceOverride(id: string | null, storage: Storage = localStorage): void {
  if (id) storage.setItem(STORAGE_KEYS.overridingWsId, id);
  else storage.removeItem(STORAGE_KEYS.overridingWsId);
  notifyAccountStorageListeners();
}

const accountStorageListeners = new Set<() => void>();

/**
 * Called after every change of the stored account choice or workspace override in this tab, so
 * components reading them through useSyncExternalStore re-render (the session is derived from the
 * store instead of being copied into state).
 */
export function subscribeToAccountStorage(listener: () => void): () => void {
  accountStorageListeners.add(listener);
  return () => accountStorageListeners.delete(listener);
}

function notifyAccountStorageListeners(): void {
  for (const listener of [...accountStorageListeners]) listener();
}
