/**
 * Where a customer page's start-up spends the main thread (issue 35): a sampled CPU profile of loading each route
 * signed in as the demo beneficiary, read through the build's source maps. It prints self time per package and per
 * function, and every task of 50 ms or more (what Lighthouse counts as blocking) with the app's own functions on its
 * stacks. A diagnostic, not part of `npm run bench`; Lighthouse's scores are what the bench reports.
 *
 *   (cd apps/web && npx vite build --sourcemap --outDir /tmp/dist-sm)
 *   WEB_DIST_DIR=/tmp/dist-sm CPU_SLOWDOWN=4 npx tsx apps/api/bench/startup-profile.ts / /docs
 *
 * PROFILE_AS=staffAdmin signs in as staff instead; `:petition` in a route stands for the demo petition with the most
 * exhibits (the one the Lighthouse bench audits), e.g. `PROFILE_AS=staffAdmin … /admin/petition-builder/:petition`.
 *
 * CPU_SLOWDOWN is Chromium's real CPU throttling (Lighthouse's 4× is simulated afterwards from an unthrottled
 * trace, so its task lengths are these at 1× times four). STACKS_FOR=appendChild,… adds the callers of those functions.
 * Tasks of DETAIL_TASKS_OVER_MS (default 100) or more also list their heaviest frames by inclusive time, callees
 * counted in (DETAIL_LINES of them, default 25): what a long task was doing, not only where its samples landed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { DemoAccountKey } from '@app/domain';
import { signInAs } from '../../../e2e/support/pages.ts';
import { startApp } from '../../../e2e/support/start-app.ts';

const webDist = process.env.WEB_DIST_DIR ?? '/tmp/dist-sm';
const routes = process.argv.length > 2 ? process.argv.slice(2) : ['/'];
const cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? '1');
const persona = (process.env.PROFILE_AS ?? 'beneficiary') as DemoAccountKey;
const stacksFor = new Set((process.env.STACKS_FOR ?? '').split(',').filter(Boolean));
const LONG_TASK_MS = 50;
/** Tasks at least this long also list their heaviest frames by inclusive time (callees counted in). */
const detailTaskMs = Number(process.env.DETAIL_TASKS_OVER_MS ?? '100');
const detailLines = Number(process.env.DETAIL_LINES ?? '25');

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A frame where the source says it is: original file and function name when the chunk has a source map. */
interface Place {
  source: string;
  name: string;
}

const sourceMaps = new Map<string, TraceMap | null>();

async function sourceMapOf(url: string): Promise<TraceMap | null> {
  if (!sourceMaps.has(url)) {
    const chunk = /\/assets\/([^?#]+\.js)$/.exec(url)?.[1];
    const text = chunk ? await readFile(path.join(webDist, 'assets', `${chunk}.map`), 'utf8').catch(() => null) : null;
    sourceMaps.set(url, text ? new TraceMap(text) : null);
  }
  return sourceMaps.get(url) ?? null;
}

async function placeOf(frame: CallFrame): Promise<Place> {
  const fallback = { source: frame.url || `(${frame.functionName || 'native'})`, name: frame.functionName || '(anonymous)' };
  const map = frame.url && frame.lineNumber >= 0 ? await sourceMapOf(frame.url) : null;
  if (!map) return fallback;
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  return { source: original.source ?? fallback.source, name: original.name ?? fallback.name };
}

/** node_modules/<package>, or the repository path of the app's own file. */
function packageOf(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules < 0) return source.replace(/^.*?((apps|packages)\/)/, '$1');
  const [scope, name] = source.slice(inModules + 'node_modules/'.length).split('/');
  return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
}

function add(totals: Map<string, number>, key: string, ms: number): void {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

function topLines(totals: Map<string, number>, count: number): string {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n');
}

async function report(route: string, profile: Profile): Promise<void> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const places = new Map<number, Place>();
  for (const node of profile.nodes) places.set(node.id, await placeOf(node.callFrame));
  const ancestors = (id: number) => {
    const chain: number[] = [];
    for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) chain.push(at);
    return chain;
  };

  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const stacks = new Map<string, number>();
  const tasks: string[] = [];
  let total = 0;
  let blocking = 0;
  const newTask = (startMs: number) => ({
    startMs,
    ms: 0,
    ownFrames: new Map<string, number>(),
    packages: new Map<string, number>(),
    inclusive: new Map<string, number>(),
  });
  let task = newTask(0);
  const endTask = () => {
    if (task.ms >= LONG_TASK_MS) {
      blocking += task.ms - LONG_TASK_MS;
      const frames = [...task.ownFrames].sort((a, b) => b[1] - a[1]).slice(0, 6);
      const packages = [...task.packages].sort((a, b) => b[1] - a[1]).slice(0, 5);
      tasks.push(
        `  at ${task.startMs.toFixed(0)} ms: ${task.ms.toFixed(0)} ms — ${frames.map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join(' · ')}\n` +
          `      self time by package: ${packages.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(' · ')}` +
          (task.ms >= detailTaskMs
            ? `\n      inclusive:\n${topLines(task.inclusive, detailLines).replace(/^/gm, '      ')}`
            : ''),
      );
    }
  };

  let elapsed = 0;
  for (const [index, id] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    elapsed += ms;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(program)') continue;
    if (node.callFrame.functionName === '(idle)') {
      endTask();
      task = newTask(elapsed);
      continue;
    }
    const place = places.get(id)!;
    total += ms;
    task.ms += ms;
    add(byPackage, packageOf(place.source), ms);
    add(task.packages, packageOf(place.source), ms);
    add(byFunction, `${packageOf(place.source)} ${place.name}`, ms);
    const own = new Set<string>();
    const onStack = new Set<string>();
    for (const at of [id, ...ancestors(id)]) {
      const frame = places.get(at)!;
      if (frame.source.includes('apps/web/src/')) own.add(`${frame.name}@${frame.source.replace(/.*apps\/web\/src\//, '')}`);
      onStack.add(`${packageOf(frame.source)} ${frame.name}`);
    }
    for (const frame of own) add(task.ownFrames, frame, ms);
    for (const frame of onStack) add(task.inclusive, frame, ms);
    if (stacksFor.has(node.callFrame.functionName)) {
      const callers = ancestors(id)
        .slice(0, 12)
        .map((at) => `${places.get(at)!.name}@${packageOf(places.get(at)!.source)}`);
      add(stacks, `${node.callFrame.functionName} <- ${callers.join(' <- ')}`, ms);
    }
  }
  endTask();

  console.log(`\n## ${route}: ${total.toFixed(0)} ms of script and GC, ${blocking.toFixed(0)} ms blocking (CPU ${cpuSlowdown}×)`);
  console.log(`By package:\n${topLines(byPackage, 20)}\nBy function:\n${topLines(byFunction, 30)}`);
  console.log(`Tasks of ${LONG_TASK_MS} ms or more:\n${tasks.join('\n')}`);
  if (stacksFor.size > 0) console.log(`Callers:\n${topLines(stacks, 15)}`);
}

/** The demo petition with the most exhibits, for routes that name `:petition`. */
async function busiestPetition(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select petition_id as id from app_public.exhibits group by petition_id order by count(*) desc, petition_id limit 1',
    );
    if (!rows[0]) throw new Error('The demo seed has no petition with exhibits');
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const app = await startApp({ env: { WEB_DIST_DIR: webDist } });
  const petitionId = routes.some((route) => route.includes(':petition')) ? await busiestPetition(app.databaseUrl) : '';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAs(page, app.url, persona, persona === 'beneficiary' ? '/' : '/admin');
    const cdp = await context.newCDPSession(page);
    for (const route of routes) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await cdp.send('Profiler.start');
      await page.goto(`${app.url}${route.replace(':petition', petitionId)}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1_500);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await report(route, profile);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
