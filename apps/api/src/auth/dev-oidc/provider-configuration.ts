import type { Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { demoAccountClaims, findDemoAccountBySub } from './demo-account-directory.ts';
import { invitedAccountClaims, type InvitedAccount } from './invited-account-directory.ts';
import { renderErrorPage } from './pages/error-page.ts';
import { renderConfirmSignOutPage, renderSignedOutPage, renderSigningOutPage } from './pages/sign-out-pages.ts';

export interface DevProviderSettings {
  clientId: string;
  /** The API's identifier: the `aud` of every access token. */
  audience: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Where the provider's routes are mounted, e.g. `/oidc`. */
  mountPath: string;
  /** The web app, linked from the signed-out and error pages. */
  appUrl: string;
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  /** Demo mode: the person staff invited whose subject this is (invited-account-directory.ts); absent: demo accounts only. */
  findInvitedAccount?: (sub: string) => Promise<InvitedAccount | undefined>;
}

const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/** oidc-provider configuration of the development identity provider. */
export function devProviderConfiguration(settings: DevProviderSettings): Configuration {
  const assetsPath = `${settings.mountPath}/assets`;
  const registeredOrigins = new Set(settings.redirectUris.map((uri) => new URL(uri).origin));

  return {
    clients: [
      {
        client_id: settings.clientId,
        client_name: 'Petition Studio',
        application_type: 'web',
        // A browser app cannot keep a secret: public client, PKCE instead.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: settings.redirectUris,
        post_logout_redirect_uris: settings.postLogoutRedirectUris,
        scope: SCOPES.join(' '),
      },
    ],
    scopes: SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put e-mail and name in the ID token too, where oidc-client-ts reads the profile.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => registeredOrigins.has(origin),

    async findAccount(_ctx, sub) {
      const account = findDemoAccountBySub(sub);
      if (account) return { accountId: account.sub, claims: () => demoAccountClaims(account) };
      const invited = await settings.findInvitedAccount?.(sub);
      return invited ? { accountId: invited.sub, claims: () => invitedAccountClaims(invited) } : undefined;
    },
    // The API provisions users from the access token alone.
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const account = findDemoAccountBySub(accountId);
      if (account) return { email: account.email, name: account.fullName };
      const invited = await settings.findInvitedAccount?.(accountId);
      return invited ? { email: invited.email, name: invited.fullName } : undefined;
    },
    // The browser renews silently with the refresh token; without this the
    // provider would only issue one when `offline_access` came with prompt=consent.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),

    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // Access tokens are always for the API, whether or not the app sends `resource`.
        defaultResource: () => settings.audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== settings.audience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience: settings.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.type = 'html';
          ctx.body = ctx.oidc.params?.post_logout_redirect_uri
            ? renderSigningOutPage(assetsPath, form)
            : renderConfirmSignOutPage(assetsPath, form);
        },
        postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage(assetsPath, settings.appUrl);
        },
      },
    },

    interactions: { url: (_ctx, interaction) => `${settings.mountPath}/interaction/${interaction.uid}` },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage(assetsPath, settings.appUrl, out);
    },

    // Sessions and tokens live in memory on purpose (a restart signs everyone out, see index.ts). Passing
    // the library's memory storage ourselves says so, and keeps its "you MUST change it" warning, meant
    // for production set-ups, out of every development start.
    adapter: createMemoryAdapter(),
    jwks: settings.jwks,
    cookies: { keys: settings.cookieKeys },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * DAY_SECONDS,
      Session: 14 * DAY_SECONDS,
      RefreshToken: 14 * DAY_SECONDS,
    },
  };
}
