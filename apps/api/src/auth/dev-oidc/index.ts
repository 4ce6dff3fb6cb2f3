import type express from 'express';
import Provider from 'oidc-provider';
import type pg from 'pg';
import type { AppConfig } from '../../config/index.ts';
import { createAssetsRouter } from './assets.ts';
import { adaptContentSecurityPolicy } from './content-security-policy.ts';
import { deriveCookieKeys } from './cookie-keys.ts';
import { createInteractionRouter } from './interaction-routes.ts';
import { findInvitedAccountByEmail, findInvitedAccountBySub } from './invited-account-directory.ts';
import { devProviderConfiguration } from './provider-configuration.ts';
import { isExpressibleInContentSecurityPolicy, unique, withLoopbackAliases } from './loopback-redirect-uris.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import { generateSigningJwks } from './signing-keys.ts';

/** Where the provider lives; the issuer is `${publicUrl}/oidc`. */
export const DEV_OIDC_MOUNT_PATH = '/oidc';

/**
 * Mounts the development OpenID Connect provider at /oidc: demo accounts (and, in
 * demo mode, the people staff invited to the portal), one public client (the web app), JWT access tokens for the API. It keeps
 * sessions and tokens in memory, so a restart signs everyone out. The
 * configuration never starts it in production (OIDC_ISSUER is required there);
 * its one-click demo sign-in exists only in demo mode, and wrong passwords
 * meet growing delays counted in `pool`'s database.
 */
export async function installDevOidcProvider(app: express.Express, config: AppConfig, pool: pg.Pool): Promise<void> {
  const expectedIssuer = `${config.publicUrl}${DEV_OIDC_MOUNT_PATH}`;
  if (config.oidc.issuer !== expectedIssuer) {
    throw new Error(`The development provider's issuer must be ${expectedIssuer}, got ${config.oidc.issuer}`);
  }

  const { redirectUris, postLogoutRedirectUris } = devRedirectUris(config);

  const provider = new Provider(
    config.oidc.issuer,
    devProviderConfiguration({
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      redirectUris,
      postLogoutRedirectUris,
      mountPath: DEV_OIDC_MOUNT_PATH,
      appUrl: `${config.publicUrl}/`,
      jwks: await generateSigningJwks(),
      cookieKeys: deriveCookieKeys(config.appSecret),
      ...(config.demoMode ? { findInvitedAccount: (sub: string) => findInvitedAccountBySub(pool, sub) } : {}),
    }),
  );
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-Proto,
  // or it would build http:// URLs and refuse secure cookies.
  provider.proxy = config.publicUrl.startsWith('https:');

  const redirectOrigins = unique([...redirectUris, ...postLogoutRedirectUris].map((uri) => new URL(uri).origin)).filter(
    isExpressibleInContentSecurityPolicy,
  );
  app.use(DEV_OIDC_MOUNT_PATH, adaptContentSecurityPolicy(redirectOrigins));
  app.use(`${DEV_OIDC_MOUNT_PATH}/assets`, createAssetsRouter());
  app.use(
    `${DEV_OIDC_MOUNT_PATH}/interaction`,
    createInteractionRouter(provider, {
      mountPath: DEV_OIDC_MOUNT_PATH,
      appUrl: `${config.publicUrl}/`,
      demoMode: config.demoMode,
      throttle: new SignInThrottle(pool),
      findInvitedAccount: (email) => findInvitedAccountByEmail(pool, email),
    }),
  );
  app.use(DEV_OIDC_MOUNT_PATH, provider.callback());
}

/**
 * Where the provider may send the browser back: the app's /callback (and its origin after sign-out),
 * plus DEV_OIDC_EXTRA_REDIRECT_URIS. Outside production a loopback address counts on all its names, so
 * a newcomer who opens http://127.0.0.1:3000 while PUBLIC_URL says localhost still signs in (RFC 8252 §7.3).
 * The issuer stays PUBLIC_URL-based either way, so the API accepts the tokens whichever name the browser used.
 */
export function devRedirectUris(config: Pick<AppConfig, 'publicUrl' | 'isProduction' | 'oidc'>): {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
} {
  const configured = [`${config.publicUrl}/callback`, ...config.oidc.devExtraRedirectUris];
  const redirectUris = unique(config.isProduction ? configured : configured.flatMap(withLoopbackAliases));
  const postLogoutRedirectUris = unique(redirectUris.map((uri) => `${new URL(uri).origin}/`));
  return { redirectUris, postLogoutRedirectUris };
}
