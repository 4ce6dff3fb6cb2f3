import type { TestProject } from 'vitest/node';
import { startApp } from './start-app.ts';

/**
 * One started app (server, fresh database with the demo data, built web app) for every browser test file
 * that needs no settings of its own: starting one takes 10–20 s, so starting it per file cost minutes.
 * Files share its data, so each test creates what it changes or puts back what it changes (they run one
 * file at a time).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startApp();
  project.provide('sharedApp', { url: app.url, databaseUrl: app.databaseUrl });
  return () => app.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedApp: { url: string; databaseUrl: string };
  }
}
