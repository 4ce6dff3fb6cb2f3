import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner, several projects: `npm test` runs them in the order of package.json.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          // scripts/: repository checks that need only Node (spec references).
          include: ['packages/domain/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one at a time on this 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        // `@/x` is apps/web/src/x, as in apps/web/vite.config.ts and apps/web/tsconfig.json.
        resolve: { alias: { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // user-event typing into long option lists (countries) takes seconds on a busy 2-core CI machine.
          testTimeout: 15_000,
          maxWorkers: 2,
          pool: 'vmThreads',
        },
      },
      {
        test: {
          name: 'api',
          include: ['db/test/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['db/src/testing/global-setup.ts'],
          // Two files at a time, each worker slot on its own database (global-setup.ts, testDatabaseUrl()):
          // the files wait on PostgreSQL and HTTP much of the time, so two overlap well on two cores.
          maxWorkers: 2,
          // Files of a worker share its loaded modules (the server, PostGraphile, pg): each file set up on its own
          // spent a quarter of this stage importing them again (405 s isolated against 279 s on a 2-core host).
          // The files share nothing else: each builds its own app and pool and closes them, on its slot's database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's default 1 s is too short for an e-mail the job queue sends on two busy cores (a reminder
          // arrived later than that in a loaded run); a poll that succeeds sooner still returns at once.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          // The API tests again, on the embedded PostgreSQL the app starts by default.
          name: 'embedded',
          include: ['apps/api/test/*.test.ts'],
          environment: 'node',
          globalSetup: ['db/src/testing/global-setup-embedded.ts'],
          // One embedded server and database, one file at a time; modules shared as in 'api'.
          maxWorkers: 1,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // A failing test's open pages are described in its errors: all a CI run leaves us to read.
          setupFiles: ['e2e/support/report-failures.ts'],
          environment: 'node',
          // Two files at a time (two cores), each worker slot with its own shared app and database
          // (global-setup.ts). Isolated: a file's `withOwnApp` override must not outlive the file (without
          // isolation the next file of the worker ran on that file's app and settings, e.g. a 2-file upload limit).
          maxWorkers: 2,
          isolate: true,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll waits 1 s by default: a save's round trip under a busy CI machine took longer
          // (uscis-status: the share box checked once the server saved it).
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
