/**
 * The signed-in user's access token for API calls (Apollo and the REST client), so components never
 * pass it by hand. The app provider keeps it current from the OIDC session (in a layout effect, never
 * during render); callers read it when they send.
 */
let currentToken: string | undefined;

export function setAccessToken(token: string | undefined): void {
  currentToken = token;
}

export function accessToken(): string | undefined {
  return currentToken;
}
