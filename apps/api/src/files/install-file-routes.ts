import { downloadLinkContract, presignedUploadContract, registerUploadContracts } from '@app/domain';
import express from 'express';
import type pg from 'pg';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, publicAccess, signedInAccess } from '../auth/route-access.ts';
import type { FileStorageConfig } from '../config/index.ts';
import { downloadRoute } from './download-route.ts';
import { editorImageRoute } from './editor-image-route.ts';
import { installLocalStorageRoutes } from './local-storage-routes.ts';
import { presignedUploadRoute } from './presigned-upload-route.ts';
import { registerUploadRoute } from './register-upload-route.ts';
import { editorImagePath, REGISTRATIONS } from './registrations.ts';
import type { StorageSetup } from './storage/create-storage.ts';

/**
 * The backend file service (spec 1 §7, spec 2 §7.4): presigned uploads, registration and downloads,
 * with a bearer token, on the paths of their contracts; and, for the local driver, the signed upload
 * and download URLs themselves. Every signed-in user may call them: row-level security decides which
 * files and targets they reach. Malformed or oversized JSON bodies reach the shared error handler
 * (400/413).
 */
export function installFileRoutes(
  app: express.Express,
  deps: {
    files: FileStorageConfig;
    pool: pg.Pool;
    authenticator: Authenticator;
    storage: StorageSetup;
    /** PUBLIC_URL: signed links are made absolute against it, never against the request's Host. */
    publicUrl: string;
  },
): void {
  const { pool, files, publicUrl, storage: setup } = deps;
  const signedIn = signedInAccess(deps.authenticator);
  const json = [express.json({ limit: '16kb' })];

  if (setup.local) installLocalStorageRoutes(app, { pool, ...setup.local });
  mountRoute(app, presignedUploadContract, signedIn, {
    parsers: json,
    handle: presignedUploadRoute({ pool, storage: setup.storage, files, publicUrl }),
  });
  for (const registration of REGISTRATIONS) {
    mountRoute(app, registerUploadContracts[registration.path], signedIn, {
      parsers: json,
      handle: registerUploadRoute(registration, { pool, storage: setup.storage, files }),
    });
  }
  mountRoute(app, downloadLinkContract, signedIn, { handle: downloadRoute({ pool, storage: setup.storage, files, publicUrl }) });
  app.get(
    editorImagePath(':id'),
    publicAccess('an <img> in saved rich text sends no bearer token: the unguessable file id is the capability'),
    editorImageRoute({ pool, storage: setup.storage, files, publicUrl }),
  );
}
