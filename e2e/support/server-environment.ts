import path from 'node:path';
import { REPO_ROOT } from './repo-paths.ts';

const BIN_DIR = path.join(REPO_ROOT, 'node_modules/.bin');

/** The pinned Node 24 (the npm package `node`), which runs the server's TypeScript as `npm start` does. */
export const PINNED_NODE = path.join(BIN_DIR, 'node');

/**
 * The environment a browser test's server runs with, and the template database is prepared with
 * (app-template.ts), so both see the same settings: the demo seed, local files in `filesDir`, the built web app.
 */
export function serverEnvironment(settings: {
  databaseUrl: string;
  filesDir: string;
  port: number;
  publicUrl: string;
  env?: Record<string, string>;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // node_modules/.bin first: its `node` is the pinned Node 24.
    PATH: `${BIN_DIR}${path.delimiter}${process.env.PATH ?? ''}`,
    DATABASE_URL: settings.databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(settings.port),
    PUBLIC_URL: settings.publicUrl,
    // A session building several copies of the web app side by side points tests at its own (E2E_WEB_DIST_DIR).
    WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'),
    NODE_ENV: 'test',
    // Node keeps the compiled code of the server's modules between starts (about half of a start's CPU: 2.9 s to
    // 1.5 s measured): a run starts some fifty apps. Node checks each module's source, so an edit is never stale.
    NODE_COMPILE_CACHE: path.join(REPO_ROOT, 'node_modules/.cache/node-compile-cache'),
    SEED: 'demo',
    FILE_STORAGE_DIR: settings.filesDir,
    ...settings.env,
  };
}
