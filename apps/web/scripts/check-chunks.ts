/**
 * Checks, from the build's manifest (run after `npm run build -w apps/web`), a customer's first page load:
 * the entry chunk and everything it imports statically. It fails when admin code (src/app/routes/admin,
 * src/features/{admin,petition-builder}) or Sentry is in it, or when its gzipped JavaScript exceeds
 * FIRST_LOAD_BUDGET_KIB. Prints every chunk with its gzipped size. `npm run check:chunks -w apps/web`
 * (`-- --outDir <dir>` for a build made with `vite build --outDir <dir>`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Gzipped JavaScript a customer downloads before the first page shows: 147.5 KiB measured (2026-11-27, after the
 * customer shell's layout left it with the i18n runtime, issue 36; 148.9 after the help
 * icon was drawn inline and the modulepreload polyfill dropped), within issue 17's
 * 150 KiB target (298 before its splits; 188.6 before oidc-client-ts loaded after the first paint, the
 * declarative router replaced the data router, class-merge.ts replaced tailwind-merge and a local Slot
 * Radix's). What is left is what the first screen runs: react-dom (~60 KiB), Apollo Client with rxjs and
 * graphql (~45), react-router (~15). A change that needs more must make room first.
 */
const FIRST_LOAD_BUDGET_KIB = 150;

const ADMIN_SOURCES = /src\/(app\/routes\/admin|features\/(admin|petition-builder))\//;
const SENTRY_SOURCES = /node_modules\/@sentry\//;

// `--outDir <dir>` checks another build (as `vite build --outDir <dir>`); the default is apps/web/dist.
const outDirFlag = process.argv.indexOf('--outDir');
const outDirArg = outDirFlag >= 0 ? process.argv[outDirFlag + 1] : undefined;
if (outDirFlag >= 0 && !outDirArg) throw new Error('--outDir needs a directory');
const dist = outDirArg
  ? path.resolve(process.cwd(), outDirArg)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');

// The first load: the entry chunk and everything it imports statically.
const firstLoad = new Set<string>();
const visit = (key: string) => {
  if (firstLoad.has(key)) return;
  firstLoad.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
visit(entryKey);

const gzipKib = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;
const sourceOf = (key: string) => manifest[key]?.src ?? key;

console.log('Chunks (* = loaded on the first page load), gzipped size:');
for (const [key, chunk] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
  const kind = chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy' : 'shared';
  const size = `${gzipKib(chunk.file).toFixed(1)} KiB`.padStart(10);
  console.log(`${firstLoad.has(key) ? '*' : ' '} ${chunk.file.padEnd(44)} ${size} ${kind.padEnd(6)} ${sourceOf(key)}`);
}

const failures: string[] = [];
const adminChunks = Object.keys(manifest).filter((key) => ADMIN_SOURCES.test(sourceOf(key)));
if (adminChunks.length === 0) throw new Error('Found no admin chunks: the check would prove nothing');
const adminInFirstLoad = [...firstLoad].filter((key) => ADMIN_SOURCES.test(sourceOf(key)));
if (adminInFirstLoad.length > 0) failures.push(`Admin code in the first load: ${adminInFirstLoad.join(', ')}`);
const sentryInFirstLoad = [...firstLoad].filter((key) => SENTRY_SOURCES.test(sourceOf(key)));
if (sentryInFirstLoad.length > 0) failures.push(`Sentry in the first load: ${sentryInFirstLoad.join(', ')}`);

const firstLoadKib = [...firstLoad].reduce((sum, key) => sum + gzipKib(manifest[key]?.file ?? ''), 0);
console.log(
  `First load: ${firstLoad.size} chunk(s), ${firstLoadKib.toFixed(1)} KiB gzipped (budget ${FIRST_LOAD_BUDGET_KIB} KiB).`,
);
if (firstLoadKib > FIRST_LOAD_BUDGET_KIB) {
  failures.push(`The first load is ${firstLoadKib.toFixed(1)} KiB gzipped, over the ${FIRST_LOAD_BUDGET_KIB} KiB budget`);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
console.log(`OK: ${adminChunks.length} admin chunk(s) and Sentry outside the first load, within the size budget.`);
