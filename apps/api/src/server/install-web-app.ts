import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { isApiPath, type TClientConfigResponse } from '@app/domain';
import { publicAccess } from '../auth/route-access.ts';
import { firstPageHtml } from './first-page-html.ts';
import { precompressedAssets } from './precompressed-assets.ts';

/**
 * Serves the built web app: hashed assets cached for a year (precompressed where the build wrote a copy
 * and the browser accepts it), every other GET
 * that is not an API path (`API_PATH_PREFIXES`) answered with index.html (client-side routes), which names the
 * chunks that page loads first and carries the run-time settings (`clientConfig`; first-page-html.ts).
 */
export function installWebApp(app: express.Express, distDir: string | undefined, clientConfig?: TClientConfigResponse): boolean {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return false;
  const htmlFor = firstPageHtml(distDir, clientConfig);
  const assetsDir = path.join(distDir, 'assets');
  app.use('/assets', precompressedAssets(assetsDir), express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }));
  // A chunk that is not there (an old build's, after a deploy) is a 404, not index.html as a script.
  app.use('/assets', (_req, res) => void res.status(404).type('text/plain').send('Not found'));
  // redirect: false — a folder of static files (e.g. public/docs) must not turn the /docs page into /docs/.
  app.use(express.static(distDir, { index: false, maxAge: '1h', redirect: false }));
  app.get(/.*/, publicAccess("the web app's pages: the app signs in in the browser"), (req, res, next) => {
    if (isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(htmlFor(req.path));
  });
  return true;
}
