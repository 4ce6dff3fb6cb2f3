import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { API_PATH_PREFIXES } from '@app/domain';
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
  ],
  server: { port: 5173, strictPort: true, proxy },
  // The manifest lets scripts/check-chunks.ts prove that a customer's first load has no admin code.
  build: { outDir: 'dist', manifest: true },
});
