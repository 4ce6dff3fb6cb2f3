import express from 'express';
import type pg from 'pg';
import { requireAuth, type Authenticator } from '../auth/authenticate.ts';
import type { AppConfig } from '../config.ts';
import { cloneExhibitRoute } from './clone-exhibit-route.ts';
import { downloadRoute } from './download-route.ts';
import { editorImageRoute } from './editor-image-route.ts';
import { installLocalStorageRoutes } from './local-storage-routes.ts';
import { presignedUploadRoute } from './presigned-upload-route.ts';
import { registerUploadRoute } from './register-upload-route.ts';
import { REGISTRATIONS } from './registrations.ts';
import { createStorage, type StorageSetup } from './storage/create-storage.ts';

/**
 * The backend file service (spec 1 §7, spec 2 §7.4): presigned uploads,
 * registration, downloads and exhibit cloning, with a bearer token; and, for
 * the local driver, the signed upload and download URLs themselves.
 */
export function installFileRoutes(
  app: express.Express,
  deps: { config: AppConfig; pool: pg.Pool; authenticator: Authenticator; storage?: StorageSetup },
): StorageSetup {
  const setup = deps.storage ?? createStorage(deps.config);
  const { pool } = deps;
  const files = deps.config.files;
  const auth = requireAuth(deps.authenticator);
  const json = jsonBody();

  if (setup.local) installLocalStorageRoutes(app, { pool, ...setup.local });
  app.post('/db/presigned-upload', auth, json, presignedUploadRoute({ pool, storage: setup.storage, files }));
  for (const registration of REGISTRATIONS) {
    app.post(
      `/db/upload/${registration.path}`,
      auth,
      json,
      registerUploadRoute(registration, { pool, storage: setup.storage, files }),
    );
  }
  app.get('/db/download', auth, downloadRoute({ pool, storage: setup.storage, files }));
  app.get('/files/editor-images/:id', editorImageRoute({ pool, storage: setup.storage, files }));
  app.post('/exhibits/:id/clone', auth, json, cloneExhibitRoute({ pool }));
  return setup;
}

/** express.json answering malformed or oversized bodies with a JSON 400/413 instead of the generic 500. */
function jsonBody(): express.RequestHandler {
  const parse = express.json({ limit: '16kb' });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const status = (error as { status?: number }).status === 413 ? 413 : 400;
      res.status(status).json({ error: status === 413 ? 'Request body is too large' : 'Request body must be JSON' });
    });
  };
}
