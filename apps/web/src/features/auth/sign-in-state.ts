import { safeReturnPath } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';

/** What travels through the identity provider in `state`: where to go after sign-in. */
export interface SignInState {
  returnTo: string;
}

export function returnToFromState(state: unknown): string {
  return safeReturnPath((state as Partial<SignInState> | null | undefined)?.returnTo);
}

export function loginPathFor(returnTo: string): string {
  return returnTo === paths.home ? paths.login : `${paths.login}?${new URLSearchParams({ returnTo })}`;
}

/**
 * Decisions SHELL-012: admins to /admin unless a workspace override is active; everyone else to returnTo. The
 * admin landing applies only when no deep link was asked for (returnTo is the home page, the default): a
 * petition link from a bookmark or a colleague opens that petition after sign-in (issue 26).
 */
export function postLoginPath({
  isAdmin,
  overrideActive,
  returnTo,
}: {
  isAdmin: boolean;
  overrideActive: boolean;
  returnTo: string;
}): string {
  const deepLink = returnTo !== paths.home;
  return isAdmin && !overrideActive && !deepLink ? paths.admin.dashboard : returnTo;
}
