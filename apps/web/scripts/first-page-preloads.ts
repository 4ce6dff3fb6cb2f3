import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_PAGE_PRELOADS_FILE, firstPagePreloadsSchema, type FirstPagePreload } from '@app/domain';
import { firstPageModules } from '../src/app/first-page-modules.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunk files `chunk` needs before it runs: itself and what it imports statically, transitively. */
function withStaticImports(chunk: OutputChunk, bundle: OutputBundle, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') withStaticImports(next, bundle, into);
  }
  return into;
}

/**
 * Writes `.vite/first-page-preloads.json` (FIRST_PAGE_PRELOADS_FILE): for each page of src/app/first-page-modules.ts,
 * the chunk files of its modules and their static imports, less those index.html already links (the entry's). A
 * module is found by the chunk that holds it, so it works whether the bundler gave it a chunk of its own or
 * merged it into a shared one. A module that no chunk holds fails the build: the table names something gone.
 */
export function firstPagePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'petition-studio:first-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('first-page preloads: the build has no entry chunk');
      const inIndexHtml = withStaticImports(entry, bundle);
      const importer = path.join(root, 'src/main.tsx');

      const chunkHolding = async (specifier: string): Promise<OutputChunk> => {
        const resolved = await this.resolve(specifier, importer);
        const chunk = resolved && chunks.find((candidate) => candidate.moduleIds.includes(resolved.id));
        if (!chunk) this.error(`first-page preloads: no chunk holds ${specifier} (src/app/first-page-modules.ts)`);
        return chunk;
      };

      const preloads: FirstPagePreload[] = [];
      for (const page of firstPageModules) {
        const files = new Set<string>();
        for (const specifier of page.modules) withStaticImports(await chunkHolding(specifier), bundle, files);
        preloads.push({
          path: page.path,
          subpages: page.subpages,
          // In the order found (each module before what it imports): the browser requests them in that order.
          // The entry stays when a page's chunk imports it: index.html loads it as a <script>, which Vite's
          // helper does not look for, so it would append a link for it.
          files: [...files].filter((file) => file === entry.fileName || !inIndexHtml.has(file)),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAGE_PRELOADS_FILE,
        source: JSON.stringify(firstPagePreloadsSchema.parse(preloads), null, 2),
      });
    },
  };
}
