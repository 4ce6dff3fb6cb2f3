import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { prepareAppTemplate, type AppTemplate } from './app-template.ts';
import { startApp, type RunningApp } from './start-app.ts';

/**
 * The shared apps (server, fresh database with the demo data, built web app) for every browser test file
 * that needs no settings of its own: starting one takes 10–20 s, so starting it per file cost minutes.
 *
 * Files run in parallel (vitest.config.ts), so there is one shared app per worker slot (VITEST_POOL_ID),
 * started the first time a file in that slot asks for it: two files running at the same time never share a
 * database, and files of one slot run one after another, as all files did before. A run of one file
 * starts one app. The workers ask this process over HTTP (a worker cannot start something the global
 * teardown then stops); the teardown stops every app started. The broker also keeps each slot's signed-in
 * personas, so a persona signs in once per slot rather than once per file.
 * Every app, shared or a file's own, starts on a copy of the run's template (app-template.ts), made here first.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await prepareAppTemplate();
  project.provide('appTemplate', { databaseName: template.databaseName, filesDir: template.filesDir });
  const apps = new Map<string, Promise<RunningApp>>();
  // Each slot's signed-in personas (session-store.ts), as the JSON the worker sent: files of one slot run one
  // after another, so they never race for a persona's session.
  const sessions = new Map<string, string>();
  const broker = createServer((req, res) => {
    const route = /^\/apps\/(\d+)(?:\/sessions\/([A-Za-z]+))?$/.exec(req.url ?? '');
    const [, slot, persona] = route ?? [];
    if (!slot) return void res.writeHead(404).end();
    if (persona) return void answerSession(req, res, sessions, `${slot} ${persona}`);
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let app = apps.get(slot);
    if (!app) {
      app = startApp({}, template);
      apps.set(slot, app);
    }
    app.then(
      ({ url, databaseUrl }) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url, databaseUrl })),
      (error: unknown) => {
        apps.delete(slot);
        res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('sharedAppBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);
  return async () => {
    broker.closeAllConnections();
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    const started = await Promise.allSettled(apps.values());
    await Promise.all(started.map((app) => (app.status === 'fulfilled' ? app.value.stop() : undefined)));
    await template.remove();
  };
}

/** GET: the stored session (404 if none); PUT: keep the one sent. */
function answerSession(req: IncomingMessage, res: ServerResponse, sessions: Map<string, string>, key: string): void {
  if (req.method === 'GET') {
    const session = sessions.get(key);
    if (session === undefined) return void res.writeHead(404).end();
    return void res.writeHead(200, { 'content-type': 'application/json' }).end(session);
  }
  if (req.method !== 'PUT') return void res.writeHead(405).end();
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    sessions.set(key, body);
    res.writeHead(204).end();
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a worker asks for its slot's shared app (shared-app.ts). */
    sharedAppBroker: string;
    /** The database and files every app of the run starts from (app-template.ts). */
    appTemplate: AppTemplate;
  }
}
