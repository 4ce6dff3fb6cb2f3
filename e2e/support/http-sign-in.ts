import { InMemoryWebStorage, OidcClient, User, WebStorageStateStore } from 'oidc-client-ts';
import type { DemoAccountKey } from '@app/domain';
import { demoAccount } from './pages.ts';
import type { StoredSession } from './session-store.ts';

/** The web app's sign-in settings (apps/web/src/features/auth/oidc-settings.ts), read from the app's run-time config. */
const SCOPES = 'openid profile email offline_access';
const CALLBACK_PATH = '/callback';
const MAX_HOPS = 12;

/**
 * Signs `persona` in against the app at `baseUrl` the way the web app does — authorization code with PKCE through the
 * development provider's sign-in page, the same `OidcClient` of oidc-client-ts building the request and exchanging the
 * code — but over HTTP from the test process instead of in a browser profile: the browser's part (loading the app, the
 * redirect, the sign-in page, the app again) cost about two full page loads of CPU per persona and app, paid once per
 * file with an app of its own. The result is the user record oidc-client-ts itself stores, which the fixtures seed
 * into each new profile before the app's scripts run. The sign-in page's own behaviour is tested by sign-in.e2e.test.ts
 * (signInAs), not here.
 */
export async function signInOverHttp(baseUrl: string, persona: DemoAccountKey): Promise<StoredSession> {
  const configResponse = await fetch(`${baseUrl}/api/client-config`);
  if (!configResponse.ok) throw new Error(`client config: ${configResponse.status}`);
  const config = (await configResponse.json()) as { oidcIssuer: string; oidcClientId: string; oidcAudience: string };
  const settings = {
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    redirect_uri: `${baseUrl}${CALLBACK_PATH}`,
    response_type: 'code',
    scope: SCOPES,
    extraQueryParams: { audience: config.oidcAudience },
    loadUserInfo: false,
    stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  };
  const client = new OidcClient(settings);
  const request = await client.createSigninRequest({});
  const callbackUrl = await followToCallback(request.url, settings.redirect_uri, demoAccount(persona).sub);
  const user = new User(await client.processSigninResponse(callbackUrl));
  if (!user.access_token || user.expires_at === undefined) throw new Error(`no access token for ${persona}`);
  return {
    entries: [
      { store: 'localStorage', key: `oidc.user:${settings.authority}:${settings.client_id}`, value: user.toStorageString() },
    ],
    expiresAtMs: user.expires_at * 1000,
  };
}

/**
 * Follows the provider's redirects with the cookies it sets, answers its sign-in page with the demo account (the
 * page's one-click form posts the account's `sub`), and stops at the redirect to the app's callback.
 */
async function followToCallback(authorizeUrl: string, redirectUri: string, sub: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizeUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair!.indexOf('=');
      cookies.set(pair!.slice(0, separator).trim(), pair!.slice(separator + 1).trim());
    }
    form = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).toString();
      if (url.startsWith(`${redirectUri}?`)) return url;
      continue;
    }
    await response.body?.cancel();
    // The sign-in page (…/interaction/<uid>): choose the demo account, as its button does.
    if (response.ok && /\/interaction\/[\w-]+$/.test(new URL(url).pathname)) {
      url = `${url}/demo`;
      form = new URLSearchParams({ sub });
      continue;
    }
    throw new Error(`signing in over HTTP stopped at ${url} (${response.status})`);
  }
  throw new Error(`signing in over HTTP took more than ${MAX_HOPS} steps`);
}
