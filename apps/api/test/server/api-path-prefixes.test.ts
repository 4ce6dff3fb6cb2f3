import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import { resolvePreset } from 'graphile-config';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH_PREFIXES, isApiPath } from '@app/domain';
import { createAuthenticator } from '../../src/auth/authenticate.ts';
import { createAccessTokenVerifier } from '../../src/auth/verify-access-token.ts';
import { loadConfig } from '../../src/config/index.ts';
import { makeDatabaseService, makePreset } from '../../src/graphql/preset.ts';
import { createServer, type AppServer } from '../../src/server/create-server.ts';
import { testDatabaseUrl } from '../support/database.ts';

/** What the server answers for a path that is not the API's: the web app's index.html. */
const INDEX_HTML = '<!doctype html><title>web app index</title>';
/** The web app's own mount (hashed build assets), not an API path. */
const WEB_APP_MOUNTS = new Set(['/assets']);

let pool: pg.Pool;
let webDistDir: string;
let appServer: AppServer;
let url: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
  webDistDir = await mkdtemp(path.join(os.tmpdir(), 'ps-web-dist-'));
  await writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  // The development provider on, so /oidc is mounted too: every route the server can have.
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: testDatabaseUrl(), WEB_DIST_DIR: webDistDir });
  appServer = await createServer(config, pool);
  await new Promise<void>((resolve) => appServer.server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(appServer.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await appServer?.close();
  await pool?.end();
  await rm(webDistDir, { recursive: true, force: true });
});

interface RouterLayer {
  rawPath?: unknown;
  route?: { path?: unknown };
  handle?: { stack?: RouterLayer[] };
}

/** Every literal path the express app mounts something at, nested routers included ('/' and regular expressions skipped). */
function mountedPaths(server: http.Server): string[] {
  const app = server.listeners('request')[0] as express.Express;
  const paths: string[] = [];
  const visit = (layers: RouterLayer[], base: string) => {
    for (const layer of layers) {
      const own = layer.route ? layer.route.path : layer.rawPath;
      for (const entry of Array.isArray(own) ? own : [own]) {
        if (typeof entry !== 'string') continue;
        const full = `${base}${entry === '/' ? '' : entry}`;
        if (full) paths.push(full);
        if (layer.handle?.stack) visit(layer.handle.stack, full);
      }
    }
  };
  visit((app.router as unknown as { stack: RouterLayer[] }).stack, '');
  return [...new Set(paths)];
}

describe('API_PATH_PREFIXES', () => {
  it('covers every path the server mounts a route or router at', () => {
    const paths = mountedPaths(appServer.server);
    // The walk found the routes, including nested ones (the provider's interaction router).
    expect(paths).toEqual(expect.arrayContaining(['/healthz', '/api/client-config', '/db/download', '/oidc/interaction']));
    const outside = paths.filter((mounted) => !isApiPath(mounted) && !WEB_APP_MOUNTS.has(mounted));
    expect(outside).toEqual([]);
  });

  it("covers PostGraphile's own paths (GraphQL, GraphiQL, its assets, the event stream)", async () => {
    const pgService = makeDatabaseService(pool);
    const authenticator = createAuthenticator({
      verifier: createAccessTokenVerifier({ issuer: 'http://127.0.0.1:1/oidc', audience: 'unused' }),
      pool,
      // Never used here: the preset only needs an authenticator to exist.
      accessChanges: { listening: false, subscribe: () => () => {} },
    });
    const grafserv = resolvePreset(makePreset({ pgService, pool, authenticator, isProduction: false })).grafserv ?? {};
    await pgService.release?.();
    // grafserv's defaults where the preset is silent.
    const paths = [
      grafserv.graphqlPath ?? '/graphql',
      grafserv.graphiqlPath ?? '/',
      (grafserv.graphiqlStaticPath ?? '/ruru-static/').replace(/\/$/, ''),
      grafserv.eventStreamPath ?? '/graphql/stream',
    ];
    expect(paths.filter((served) => !isApiPath(served))).toEqual([]);
  });

  it('never answers a listed prefix with the web app, and answers other paths with it', async () => {
    for (const prefix of API_PATH_PREFIXES) {
      for (const probe of [prefix, `${prefix}/no-such-route`]) {
        const body = await (await fetch(`${url}${probe}`)).text();
        expect(body, `GET ${probe}`).not.toBe(INDEX_HTML);
      }
    }
    for (const webRoute of ['/', '/docs', '/admin/petitions', '/dbx', '/filesystem']) {
      expect(await (await fetch(`${url}${webRoute}`)).text(), `GET ${webRoute}`).toBe(INDEX_HTML);
    }
  });
});
