import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAuth } from '../../src/auth/authenticate.ts';
import { mountRoute, publicAccess, staffAccess } from '../../src/auth/route-access.ts';
import { loadConfig } from '../../src/config/index.ts';
import { createServer, type AppServer } from '../../src/server/create-server.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { appOf, concretePath, walkRoutes, type FoundRoute } from '../support/route-walk.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * The router-guard test (issue 27): every route the server mounts either says why it is public or
 * authenticates first and then makes a role decision (staff only, or every signed-in user), before
 * any body parser or the route itself runs. A route added without one fails here. The decisions are
 * then checked by calling every route: no token → 401, a customer on a staff route → 403.
 */

/**
 * What is wrong with a route's access, or undefined: the first handler is a public decision, or the
 * first authenticates and the second decides the role. Nothing else may run before them.
 */
function accessProblem(route: FoundRoute): string | undefined {
  const [first, second] = route.decisions;
  const later = route.decisions.slice(first?.kind === 'public' ? 1 : 2).filter((decision) => decision !== undefined);
  if (first?.kind === 'public') return later.length > 0 ? 'is public and also guarded' : undefined;
  if (first?.kind !== 'authenticates') return 'neither authenticates first nor says why it is public';
  if (second?.kind !== 'role') return 'authenticates but makes no role decision right after';
  if (later.length > 0) return 'has more than one access decision';
  return undefined;
}

function problems(routes: FoundRoute[]): string[] {
  return routes.flatMap((route) => {
    const problem = accessProblem(route);
    return problem ? [`${route.method} ${route.path} ${problem}`] : [];
  });
}

describe('the router-guard walk itself', () => {
  // Without these, a walk that finds nothing (or a check that passes everything) would pass the server too.
  const authenticator = { authenticate: () => Promise.reject(new Error('unused')) };

  it('reports a route without any decision, one with authentication but no role, and a public one that also authenticates', () => {
    const app = express();
    app.get('/bare', (_req, res) => void res.end());
    app.post('/token-only', requireAuth(authenticator), (_req, res) => void res.end());
    app.get('/both', publicAccess('test'), requireAuth(authenticator), (_req, res) => void res.end());
    app.post('/parser-first', express.json(), ...staffAccess(authenticator, 'no'), (_req, res) => void res.end());
    expect(problems(walkRoutes(app))).toEqual([
      'GET /bare neither authenticates first nor says why it is public',
      'POST /token-only authenticates but makes no role decision right after',
      'GET /both is public and also guarded',
      'POST /parser-first neither authenticates first nor says why it is public',
    ]);
  });

  it('accepts routes mounted from their contract with a decision, in nested routers too', () => {
    const app = express();
    mountRoute(
      app,
      { method: 'POST', path: '/things/{id}' },
      staffAccess(authenticator, 'no'),
      express.json(),
      (_req, res) => void res.end(),
    );
    const nested = express.Router();
    nested.get('/:uid', publicAccess('test'), (_req, res) => void res.end());
    app.use('/outer', nested);
    const routes = walkRoutes(app);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(['POST /things/:id', 'GET /outer/:uid']);
    expect(problems(routes)).toEqual([]);
  });
});

describe('every route of the server', () => {
  let server: TestServer;
  let devServer: AppServer;
  let devPool: pg.Pool;
  let tempDir: string;
  let world: World;
  let routes: FoundRoute[];

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'ps-route-access-'));
    await writeFile(path.join(tempDir, 'index.html'), '<!doctype html><title>web app</title>');
    // The web app served too and the local storage driver (its signed-URL routes): every route this server can have.
    server = await startTestServer(testDatabaseUrl(), { WEB_DIST_DIR: tempDir, FILE_STORAGE_DIR: path.join(tempDir, 'files') });
    world = await createWorld(server.pool);
    // The development identity provider is mounted only without OIDC_ISSUER: a second server for its routes.
    devPool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
    devPool.on('error', (error) => console.error('Route-access test pool error:', error.message));
    devServer = await createServer(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: testDatabaseUrl(),
        JOB_WORKER: 'off',
        FILE_STORAGE_DIR: path.join(tempDir, 'files'),
      }),
      devPool,
    );
    routes = walkRoutes(appOf(server.httpServer));
  });

  afterAll(async () => {
    await server?.close();
    await devServer?.close();
    await devPool?.end();
    await rm(tempDir, { recursive: true, force: true });
  });

  it('finds the routes of every area (the walk is not empty)', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'GET /api/client-config',
        'POST /graphql',
        'POST /db/presigned-upload',
        'POST /db/upload/exhibit',
        'PUT /db/storage/object',
        'GET /db/download',
        'GET /utils/ocr',
        'POST /exhibits/:id/clone',
        'POST /exhibit/description',
        'POST /expert-letter/critical-role',
        'POST /petition',
        'POST /petition-letters',
        'GET /files/editor-images/:id',
      ]),
    );
    const devPaths = walkRoutes(appOf(devServer.server)).map((route) => `${route.method} ${route.path}`);
    expect(devPaths).toEqual(expect.arrayContaining(['GET /oidc/interaction/:uid', 'POST /oidc/interaction/:uid/login']));
  });

  it('each one is public on purpose, or authenticates and then decides the role, before anything else runs', () => {
    expect(problems(routes)).toEqual([]);
    expect(problems(walkRoutes(appOf(devServer.server)))).toEqual([]);
  });

  it('answers 401 without a token on every guarded route, 403 to a customer on every staff route, and lets staff through', async () => {
    const customerToken = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    const staffToken = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    const call = async (route: FoundRoute, token?: string) => {
      const response = await fetch(`${server.url}${concretePath(route.path)}`, {
        method: route.method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      });
      const text = await response.text();
      return { status: response.status, text };
    };
    const guarded = routes.filter((route) => route.decisions[1]?.kind === 'role');
    const staffOnly = guarded.filter((route) => route.decisions[1]?.kind === 'role' && route.decisions[1].role === 'staff');
    // The staff families stay staff only (a role decision turned to 'signed-in' would pass the walk).
    expect(staffOnly.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'POST /exhibit/description',
        'POST /bio',
        'POST /tn/support-letter',
        'POST /petition',
        'POST /modules/conclusion',
        'POST /petition-letters',
        'GET /petition-letters/:id/export',
        'POST /exhibits/:id/clone',
      ]),
    );
    for (const route of guarded) {
      const anonymous = await call(route);
      expect(anonymous.status, `${route.method} ${route.path} without a token`).toBe(401);
    }
    for (const route of staffOnly) {
      const customer = await call(route, customerToken);
      expect(customer.status, `${route.method} ${route.path} as a customer`).toBe(403);
      expect(JSON.parse(customer.text).error, `${route.method} ${route.path} as a customer`).toMatch(/^Only staff may /);
      const staff = await call(route, staffToken);
      expect([401, 403], `${route.method} ${route.path} as staff: ${staff.text}`).not.toContain(staff.status);
    }
  });
});
