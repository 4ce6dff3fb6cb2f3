/**
 * npm run bench: how long the petition workspace (/admin/petition-builder/{id}) takes until the largest demo
 * petition's tree is fully rendered (every module card and every top-level exhibit row on the page) in
 * headless Chromium, against the real started app with the demo seed and the built web app. A report, never a
 * pass/fail timing test: it fails only when the app cannot start or the tree never shows what the database
 * holds. See bench/README.md.
 *
 * The app is started as the browser tests start it (e2e/support/start-app.ts: a fresh database, the demo seed,
 * the development sign-in), because a browser needs the interactive sign-in the bench server's stand-in issuer
 * lacks. The web app is `E2E_WEB_DIST_DIR` or apps/web/dist: build it first (`npm run build -w apps/web`).
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { launchChromium } from '../../../e2e/support/browser.ts';
import { signInAs } from '../../../e2e/support/pages.ts';
import { REPO_ROOT } from '../../../e2e/support/repo-paths.ts';
import { startApp } from '../../../e2e/support/start-app.ts';
import { summarize } from './measure.ts';

const RUNS = Number(process.env.BENCH_TREE_RUNS ?? 7);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_TREE_RUNS must be a positive integer, got '${RUNS}'`);
const RENDER_TIMEOUT_MS = 60_000;
const RESULTS_FILE = fileURLToPath(new URL('./results/tree-render.json', import.meta.url));
const webDist = process.env.E2E_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist');

/** Closers run in reverse order however the run ends. */
const cleanups: (() => Promise<unknown>)[] = [];
const log = (message: string) => console.log(`[tree-render] ${message}`);

interface LargestPetition {
  id: string;
  modules: number;
  exhibits: number;
  subExhibits: number;
  files: number;
}

/** The demo petition with the most exhibits and files: the heaviest tree a staff member opens. */
async function largestDemoPetition(databaseUrl: string): Promise<LargestPetition> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<LargestPetition>(`
      select * from (
      select p.id,
             (select count(*)::int from app_public.modules m where m.petition_id = p.id) as modules,
             (select count(*)::int from app_public.exhibits e where e.petition_id = p.id and e.parent_exhibit_id is null) as exhibits,
             (select count(*)::int from app_public.exhibits e where e.petition_id = p.id and e.parent_exhibit_id is not null) as "subExhibits",
             (select count(*)::int from app_public.exhibit_files ef join app_public.exhibits e on e.id = ef.exhibit_id
               where e.petition_id = p.id) as files
        from app_public.petitions p) counted
       order by exhibits + "subExhibits" + files desc, id limit 1`);
    const petition = rows[0];
    if (!petition) throw new Error('the demo seed holds no petition');
    return petition;
  } finally {
    await client.end();
  }
}

/**
 * Evaluated in the page on every animation frame: the page's own clock (ms since navigation start) once every
 * module card and top-level exhibit row is in the document, false until then. A string, because this
 * workspace type-checks without the DOM library.
 */
function renderedCondition(petition: LargestPetition): string {
  return `(() => {
    const modules = document.querySelectorAll('[role="group"][aria-label^="Module "]').length;
    const exhibits = document.querySelectorAll('article[aria-label^="Exhibit "]').length;
    return modules === ${petition.modules} && exhibits === ${petition.exhibits} ? performance.now() : false;
  })()`;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No built web app in ${webDist}: run \`npm run build -w apps/web\` (or set E2E_WEB_DIST_DIR) first.`);
  }
  log(`starting the app with the demo seed (web app ${webDist})`);
  const app = await startApp();
  cleanups.push(() => app.stop());
  const petition = await largestDemoPetition(app.databaseUrl);
  log(
    `petition ${petition.id}: ${petition.modules} modules, ${petition.exhibits} exhibits, ` +
      `${petition.subExhibits} sub-exhibits, ${petition.files} files`,
  );

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  // The app's Content-Security-Policy forbids eval, which Playwright's waitForFunction polls with.
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await signInAs(page, app.url, 'staffAdmin', '/admin');
  const url = `${app.url}/admin/petition-builder/${petition.id}`;

  /** One load of the page in the signed-in tab: ms from navigation start until the whole tree is there. */
  const loadOnce = async (): Promise<number> => {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(renderedCondition(petition), undefined, {
      polling: 'raf',
      timeout: RENDER_TIMEOUT_MS,
    });
    return (await handle.jsonValue()) as number;
  };

  // The first load fetches the workspace's chunks; later ones find them in the browser cache, as a staff member would.
  const firstLoadMs = await loadOnce();
  log(`first load (chunks not yet cached): ${firstLoadMs.toFixed(0)} ms`);
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) samples.push(await loadOnce());
  const summary = summarize(samples);
  const firstLoad = Math.round(firstLoadMs * 100) / 100;

  const report = {
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      chromium: browser.version(),
      cpus: os.cpus().length,
      loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    },
    petition,
    firstLoadMs: firstLoad,
    cachedLoads: summary,
  };
  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(RESULTS_FILE, JSON.stringify(report, null, 2) + '\n');
  console.log(
    [
      '',
      `### Petition workspace tree — largest demo petition (${petition.modules} modules, ${petition.exhibits} exhibits, ${petition.files} files)`,
      '',
      '| First load | Median | Max | Min | Runs |',
      '|---:|---:|---:|---:|---:|',
      `| ${firstLoad} ms | ${summary.medianMs} ms | ${summary.maxMs} ms | ${summary.minMs} ms | ${summary.runs} |`,
      '',
      `Navigation start to every module card and exhibit row in the page (headless Chromium ${browser.version()}); ` +
        `1-minute load average ${report.environment.loadAverage1m} on ${report.environment.cpus} CPUs.`,
    ].join('\n'),
  );
  log(`results in ${RESULTS_FILE}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error: unknown) => console.error('Cleanup failed:', error));
  }
}
