import { downloadLinkContract, presignedUploadContract, registerUploadContracts } from '@app/domain';
import express from 'express';
import type pg from 'pg';
import { requireAuth, type Authenticator } from '../auth/authenticate.ts';
import type { AppConfig } from '../config.ts';
import { downloadRoute } from './download-route.ts';
import { editorImageRoute } from './editor-image-route.ts';
import { installLocalStorageRoutes } from './local-storage-routes.ts';
import { presignedUploadRoute } from './presigned-upload-route.ts';
import { registerUploadRoute } from './register-upload-route.ts';
import { editorImagePath, REGISTRATIONS } from './registrations.ts';
import { createStorage, type StorageSetup } from './storage/create-storage.ts';

/**
 * The backend file service (spec 1 §7, spec 2 §7.4): presigned uploads, registration and downloads,
 * with a bearer token, on the paths of their contracts; and, for the local driver, the signed upload
 * and download URLs themselves. Malformed or oversized JSON bodies reach the shared error handler
 * (400/413).
 */
export function installFileRoutes(
  app: express.Express,
  deps: { config: AppConfig; pool: pg.Pool; authenticator: Authenticator; storage?: StorageSetup },
): StorageSetup {
  const setup = deps.storage ?? createStorage(deps.config);
  const { pool } = deps;
  const files = deps.config.files;
  const auth = requireAuth(deps.authenticator);
  const json = express.json({ limit: '16kb' });

  if (setup.local) installLocalStorageRoutes(app, { pool, ...setup.local });
  app.post(presignedUploadContract.path, auth, json, presignedUploadRoute({ pool, storage: setup.storage, files }));
  for (const registration of REGISTRATIONS) {
    app.post(
      registerUploadContracts[registration.path].path,
      auth,
      json,
      registerUploadRoute(registration, { pool, storage: setup.storage, files }),
    );
  }
  app.get(downloadLinkContract.path, auth, downloadRoute({ pool, storage: setup.storage, files }));
  app.get(editorImagePath(':id'), editorImageRoute({ pool, storage: setup.storage, files }));
  return setup;
}
