import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server the dev server forwards to (run it with DEV_OIDC_EXTRA_REDIRECT_URIS=http://localhost:5173/callback). */
const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/oidc': apiTarget,
      '/api': apiTarget,
      '/db': apiTarget,
      '/utils': apiTarget,
    },
  },
  // The manifest lets scripts/check-chunks.ts prove that a customer's first load has no admin code.
  build: { outDir: 'dist', manifest: true },
});
