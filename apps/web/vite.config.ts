import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { API_PATH_PREFIXES } from '@app/domain';
import { firstPagePreloads } from './scripts/first-page-preloads.ts';
import { graphqlDocumentImports } from './scripts/graphql-document-imports.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';

/**
 * The API server the dev server forwards to. Its development sign-in accepts http://localhost:5173/callback
 * only when started with DEV_OIDC_EXTRA_REDIRECT_URIS=http://localhost:5173/callback.
 */
const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * Every path the API answers (the same list the server uses); /graphql also carries websocket subscriptions.
 * Keys starting with ^ are regular expressions: `/db` and `/db/…` go to the API, a web route `/dbx` would not.
 */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PATH_PREFIXES.map((prefix) => [`^${prefix}(?=[/?]|$)`, { target: apiTarget, ws: prefix === '/graphql' }]),
);

export default defineConfig({
  plugins: [
    graphqlDocumentImports({ srcDir: fileURLToPath(new URL('./src', import.meta.url)) }),
    react(),
    tailwindcss(),
    precompressAssets(),
    firstPagePreloads(),
  ],
  // `@/x` is src/x (tsconfig.json's paths): shared code and other tiers are imported without climbing `../../../`.
  resolve: {
    alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) },
    // rxjs (under Apollo Client, so on every first load) publishes an ES2015 build under the `es2015` condition and
    // an ES5 one as `default`; every browser the portal supports runs ES2015, and the ES5 build's class helpers
    // cost the customer's first load bytes it does not need (issue 35: ≤ 150 KiB gz).
    conditions: [...defaultClientConditions, 'es2015'],
  },
  server: { port: 5173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    // The manifest lets scripts/check-chunks.ts prove that a customer's first load has no admin code.
    manifest: true,
    // Every browser the portal supports preloads modules itself (<link rel="modulepreload">: Chrome and Edge 66+,
    // Firefox 115+, Safari 17+); the polyfill only cost the customer's first load (issue 35: ≤ 150 KiB gz).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Otherwise the group would take in what the editor imports (React among it) and the customer's
          // first load would have to fetch the whole editor.
          includeDependenciesRecursively: false,
          groups: [
            {
              // The rich-text editor (TipTap on ProseMirror, with its link detection) is two thirds of the
              // admin code and changes far less often: in a chunk of its own it stays cached across releases,
              // and the admin chunk keeps under Vite's 500 kB warning. Only admin screens load either.
              name: 'rich-text-editor',
              test: /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
