import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config/index.ts';
import { createDatabasePool } from '../src/database/create-pool.ts';
import { createServer } from '../src/server/create-server.ts';
import { startTestIssuer, type TestIssuer } from '../test/support/test-issuer.ts';

export interface BenchServer {
  /** The stand-in OIDC issuer whose tokens the server accepts. */
  issuer: TestIssuer;
  graphqlUrl: string;
}

/**
 * The real API server, in production mode on a free loopback port, over `databaseUrl` with a pool of
 * `poolSize`, trusting a local stand-in issuer: what every API benchmark measures. Each part it starts
 * is stopped by the cleanups it pushes (run them last-in, first-out).
 */
export async function startBenchServer(
  databaseUrl: string,
  poolSize: number,
  cleanups: (() => Promise<unknown>)[],
  options: { trustedDocuments?: 'on' | 'off' } = {},
): Promise<BenchServer> {
  const issuer = await startTestIssuer();
  cleanups.push(() => issuer.close());
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(24).toString('hex'),
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    OIDC_ISSUER: issuer.issuer,
    OIDC_AUDIENCE: issuer.audience,
    OIDC_CLIENT_ID: 'petition-studio-bench',
    // Production's default is on; a bench whose operation is its own (not the web app's) turns it off.
    ...(options.trustedDocuments ? { TRUSTED_DOCUMENTS: options.trustedDocuments } : {}),
  });
  const pool = createDatabasePool(databaseUrl, poolSize);
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  cleanups.push(() => pool.end());
  const app = await createServer(config, pool);
  cleanups.push(() => app.close());
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return { issuer, graphqlUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql` };
}
