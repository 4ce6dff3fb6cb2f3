import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { loadConfig } from '../../src/config/index.ts';
import { createDatabasePool } from '../../src/database/create-pool.ts';
import { createServer } from '../../src/server/create-server.ts';
import { findFreePort } from '../../../../e2e/support/free-port.ts';
import { startTestIssuer, type TestIssuer } from './test-issuer.ts';

export interface TestServer {
  url: string;
  wsUrl: string;
  issuer: TestIssuer;
  pool: pg.Pool;
  /** The Node server itself (the router-guard test walks its express app). */
  httpServer: http.Server;
  close: () => Promise<void>;
}

/**
 * The real API server on a free loopback port, on the given database, with a
 * local stand-in for the external identity provider.
 */
export async function startTestServer(databaseUrl: string, env: Record<string, string> = {}): Promise<TestServer> {
  const issuer = await startTestIssuer();
  // Signed links are built from PUBLIC_URL (never the request's Host), so it must name the port the server gets.
  const port = await findFreePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    OIDC_ISSUER: issuer.issuer,
    OIDC_AUDIENCE: issuer.audience,
    OIDC_CLIENT_ID: 'petition-studio-test',
    // No web app unless a test serves one of its own: whether apps/web/dist happens to be built (it is not yet
    // when CI runs these tests, it is on a developer's machine) must not change which routes the server mounts.
    WEB_DIST_DIR: path.join(os.tmpdir(), 'petition-studio-no-web-app'),
    ...env,
  });
  const pool = createDatabasePool(databaseUrl, 8);
  // As main.ts does: an idle connection the database ends is reported, not a crash (graphile-worker checks for it).
  pool.on('error', (error) => console.error('Test server pool error:', error.message));
  pool.on('connect', (client) => client.on('error', (error) => console.error('Test server connection error:', error.message)));
  const app = await createServer(config, pool);
  await new Promise<void>((resolve) => app.server.listen(config.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    issuer,
    pool,
    httpServer: app.server,
    close: async () => {
      await app.close();
      await pool.end();
      await issuer.close();
    },
  };
}
