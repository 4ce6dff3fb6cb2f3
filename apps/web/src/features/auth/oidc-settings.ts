import type { UserManagerSettings } from 'oidc-client-ts';
import type { ClientConfig } from '@/lib/client-config.ts';
import { paths } from '@/lib/paths.ts';

export const SCOPES = 'openid profile email offline_access';

/**
 * oidc-client-ts settings: authorization code with PKCE, renewed with the refresh token by auth-provider.tsx
 * (one tab at a time, so not the library's automatic renewal), which also keeps the user in localStorage
 * so every tab of the browser shares one session (issue 26).
 */
export function oidcSettings(
  config: Pick<ClientConfig, 'oidcIssuer' | 'oidcClientId' | 'oidcAudience'>,
  origin: string = window.location.origin,
): UserManagerSettings {
  return {
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${paths.callback}`,
    post_logout_redirect_uri: `${origin}${paths.home}`,
    response_type: 'code',
    scope: SCOPES,
    // Auth0 picks the API by `audience`; the development provider ignores it
    // and issues tokens for its one API anyway (its default resource).
    extraQueryParams: { audience: config.oidcAudience },
    automaticSilentRenew: false,
    loadUserInfo: false,
  };
}

/** After the code exchange, drop `?code=…&state=…` from the address bar and history. */
export function removeAuthParamsFromUrl(): void {
  window.history.replaceState(null, '', window.location.pathname);
}
