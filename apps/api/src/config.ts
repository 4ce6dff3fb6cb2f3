/**
 * Server configuration, read once from the environment. Secrets come only from
 * here; nothing in the repository holds a production secret.
 */
export interface OidcConfig {
  /** Issuer URL. For the development provider: `${publicUrl}/oidc`. */
  issuer: string;
  /** Expected `aud` of access tokens. */
  audience: string;
  /** Client id the web app uses. */
  clientId: string;
  /** True when the built-in development provider serves /oidc. */
  useDevProvider: boolean;
}

export interface AppConfig {
  port: number;
  host: string;
  isProduction: boolean;
  /** Origin the browser uses to reach this server, no trailing slash. */
  publicUrl: string;
  /** Unset: an embedded PostgreSQL is started under .data/. */
  databaseUrl: string | undefined;
  oidc: OidcConfig;
  /** Origins allowed by CORS; empty means closed (same origin only). */
  corsOrigins: string[];
  /** Directory of the built web app served at /, if present. */
  webDistDir: string | undefined;
  /** Signing secret for development-provider cookies and local file URLs. */
  appSecret: string;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  }
  const isProduction = env.NODE_ENV === 'production';
  const publicUrl = trimSlash(env.PUBLIC_URL ?? `http://localhost:${port}`);
  const externalIssuer = env.OIDC_ISSUER ? trimSlash(env.OIDC_ISSUER) : undefined;
  const appSecret = env.APP_SECRET ?? (isProduction ? undefined : 'development-only-secret-change-me');
  if (!appSecret) throw new Error('APP_SECRET must be set in production');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    isProduction,
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    oidc: {
      issuer: externalIssuer ?? `${publicUrl}/oidc`,
      audience: env.OIDC_AUDIENCE ?? `${publicUrl}/graphql`,
      clientId: env.OIDC_CLIENT_ID ?? 'petition-studio-web',
      useDevProvider: !externalIssuer,
    },
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDistDir: env.WEB_DIST_DIR,
    appSecret,
  };
}
