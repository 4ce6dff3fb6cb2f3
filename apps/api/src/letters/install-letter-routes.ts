import { exportLetterContract, expressPath, letterDetailContract, listLettersContract, saveLetterContract } from '@app/domain';
import express from 'express';
import type pg from 'pg';
import { requireAuth, type Authenticator } from '../auth/authenticate.ts';
import type { FileStorageConfig } from '../config.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { HttpError } from '../http/http-error.ts';
import { exportLetterRoute } from './export-letter-route.ts';
import { letterDetailRoute } from './letter-detail-route.ts';
import { listLettersRoute } from './list-letters-route.ts';
import { saveLetterRoute } from './save-letter-route.ts';

/** Staff only (spec 2 §6): a signed-in customer is refused before the body is read. */
const staffOnly: express.RequestHandler = (req, _res, next) => {
  next(req.auth?.isAdmin ? undefined : new HttpError(403, 'Only staff may work with letters'));
};

/** Letters saved to a petition (issue 14): save (new letter or new version), list, read, export DOCX/PDF. */
export function installLetterRoutes(
  app: express.Express,
  deps: { pool: pg.Pool; authenticator: Authenticator; storage: FileStorage; files: FileStorageConfig },
): void {
  const guard = [requireAuth(deps.authenticator), staffOnly];
  const { pool } = deps;
  // A letter's HTML is at most LETTER_HTML_MAX (200,000) characters, up to 4 bytes each in UTF-8, some escaped in JSON.
  app.post(saveLetterContract.path, guard, express.json({ limit: '2mb' }), saveLetterRoute({ pool, storage: deps.storage }));
  app.get(listLettersContract.path, guard, listLettersRoute({ pool }));
  app.get(expressPath(letterDetailContract.path), guard, letterDetailRoute({ pool }));
  app.get(expressPath(exportLetterContract.path), guard, exportLetterRoute(deps));
}
