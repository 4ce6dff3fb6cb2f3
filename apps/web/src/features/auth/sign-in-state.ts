import { safeReturnPath } from '../../lib/navigation.ts';

/** What travels through the identity provider in `state`: where to go after sign-in. */
export interface SignInState {
  returnTo: string;
}

export function returnToFromState(state: unknown): string {
  return safeReturnPath((state as Partial<SignInState> | null | undefined)?.returnTo);
}

export function loginPathFor(returnTo: string): string {
  return returnTo === '/' ? '/login' : `/login?${new URLSearchParams({ returnTo })}`;
}
