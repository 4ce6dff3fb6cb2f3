/**
 * GraphQL Code Generator, client preset (npm run codegen -w apps/web): reads the committed
 * schema.graphql (no running server needed) and every `graphql(`…`)` operation in src, and writes the
 * typed `graphql()` function to src/lib/gql. Run through @graphql-codegen/core because the CLI's
 * loaders are not installable at the moment (a missing @graphql-tools version). `--quiet` (npm start's
 * build) prints nothing unless it fails.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import { preset } from '@graphql-codegen/client-preset';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { buildSchema, parse } from 'graphql';

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(webRoot, 'src');
const outDir = path.join(srcDir, 'lib/gql');
const quiet = process.argv.includes('--quiet');
const OPERATION = /\bgraphql\(\s*(?:\/\* GraphQL \*\/\s*)?`([^`]*)`\s*\)/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === outDir ? [] : sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

const schemaSource = await readFile(path.join(webRoot, 'schema.graphql'), 'utf8');
const schemaAst = buildSchema(schemaSource);
const documents: Types.DocumentFile[] = [];
for (const file of (await sourceFiles(srcDir)).sort()) {
  const text = await readFile(file, 'utf8');
  for (const match of text.matchAll(OPERATION)) {
    const rawSDL = match[1] ?? '';
    documents.push({ location: path.relative(webRoot, file), document: parse(rawSDL), rawSDL });
  }
}

const config = {
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: { UUID: 'string', Datetime: 'string', Cursor: 'string', JSON: 'string', BigInt: 'string', Date: 'string' },
};
const sections = await preset.buildGeneratesSection({
  baseOutputDir: `${path.relative(webRoot, outDir)}/`,
  schema: parse(schemaSource),
  schemaAst,
  documents,
  config,
  presetConfig: { fragmentMasking: false },
  plugins: [],
  pluginMap: {},
});

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
for (const section of sections) {
  const output = await codegen({ ...section, schemaAst, config: { ...config, ...section.config } });
  await writeFile(path.join(webRoot, section.filename), `/* eslint-disable */\n${output}`);
  if (!quiet) console.log(`Wrote ${section.filename}`);
}
if (!quiet) console.log(`${documents.length} operations`);
