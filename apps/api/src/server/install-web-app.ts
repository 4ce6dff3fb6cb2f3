import { existsSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { isApiPath } from '@app/domain';

/**
 * Serves the built web app: hashed assets cached for a year, every other GET
 * that is not an API path (`API_PATH_PREFIXES`) answered with index.html (client-side routes).
 */
export function installWebApp(app: express.Express, distDir: string | undefined): boolean {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return false;
  const indexHtml = path.join(distDir, 'index.html');
  app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  // redirect: false — a folder of static files (e.g. public/docs) must not turn the /docs page into /docs/.
  app.use(express.static(distDir, { index: false, maxAge: '1h', redirect: false }));
  app.get(/.*/, (req, res, next) => {
    if (isApiPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return true;
}
