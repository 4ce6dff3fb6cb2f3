import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * What the web build tells the server about each first page (issue 35): the chunk files a page at `path` (and,
 * with `subpages`, below it) loads before it can draw, beyond those index.html already lists. The server names
 * them in that page's HTML as `<link rel="modulepreload">`, so the browser fetches them beside the entry chunk
 * instead of after it has run, and Vite's preload helper, finding them listed, appends no links of its own.
 * Written by apps/web/scripts/first-page-preloads.ts, read by apps/api/src/server/first-page-html.ts.
 */
export const FIRST_PAGE_PRELOADS_FILE = '.vite/first-page-preloads.json';

/** A built chunk: a hashed file in assets/ (nothing the HTML could be made to say otherwise). */
const chunkFileSchema = lazySchema(() => z.string().regex(/^assets\/[\w.-]+\.js$/, 'a chunk file in assets/'));

export const firstPagePreloadSchema = lazySchema(() =>
  z.object({
    path: z.string().regex(/^\/[\w/-]*$/, 'a page path'),
    subpages: z.boolean(),
    files: z.array(chunkFileSchema),
  }),
);

export const firstPagePreloadsSchema = lazySchema(() => z.array(firstPagePreloadSchema));

export type FirstPagePreload = z.infer<typeof firstPagePreloadSchema>;

/** The entry for `pathname` (a trailing slash ignored): its own path, or the nearest one that routes sub-pages. */
export function firstPagePreloadFor(preloads: readonly FirstPagePreload[], pathname: string): FirstPagePreload | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    preloads.find((entry) => entry.path === path) ??
    preloads
      .filter((entry) => entry.subpages && path.startsWith(`${entry.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0]
  );
}
