/**
 * Proves from the build's manifest (run after `npm run build -w apps/web`) that a customer's first page
 * load contains no admin code: every module under src/app/routes/admin or src/features/{admin,
 * petition-builder} sits in chunks reached only through dynamic imports, never in the entry chunk or
 * its static imports. Prints the chunk list. `npm run check:chunks -w apps/web`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const ADMIN_SOURCES = /src\/(app\/routes\/admin|features\/(admin|petition-builder))\//;

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

console.log('Chunks (* = loaded on the first page load):');
for (const [key, chunk] of Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b))) {
  const kind = chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy' : 'shared';
  console.log(`${firstLoad.has(key) ? '*' : ' '} ${chunk.file.padEnd(36)} ${kind.padEnd(6)} ${chunk.src ?? key}`);
}

const adminInFirstLoad = [...firstLoad].filter((key) => ADMIN_SOURCES.test(manifest[key]?.src ?? key));
const adminChunks = Object.entries(manifest).filter(([key, chunk]) => ADMIN_SOURCES.test(chunk.src ?? key));
if (adminChunks.length === 0) throw new Error('Found no admin chunks: the check would prove nothing');
if (adminInFirstLoad.length > 0) {
  console.error(`Admin code in the first load: ${adminInFirstLoad.join(', ')}`);
  process.exit(1);
}
console.log(`OK: ${adminChunks.length} admin chunk(s), none in the first load.`);
