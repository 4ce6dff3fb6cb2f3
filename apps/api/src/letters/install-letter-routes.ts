import { exportLetterContract, letterDetailContract, listLettersContract, saveLetterContract } from '@app/domain';
import express from 'express';
import type pg from 'pg';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, staffAccess } from '../auth/route-access.ts';
import type { FileStorageConfig } from '../config/index.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { exportLetterRoute } from './export-letter-route.ts';
import { letterDetailRoute } from './letter-detail-route.ts';
import { listLettersRoute } from './list-letters-route.ts';
import { saveLetterRoute } from './save-letter-route.ts';

/** Letters saved to a petition (issue 14): save (new letter or new version), list, read, export DOCX/PDF. */
export function installLetterRoutes(
  app: express.Express,
  deps: {
    pool: pg.Pool;
    authenticator: Authenticator;
    storage: FileStorage;
    files: FileStorageConfig;
    publicUrl: string;
    /** PROVIDER_NAME: who a saved DOCX names as its author when the staff member's account has no name. */
    providerName: string;
  },
): void {
  // Staff only (spec 2 §6): a signed-in customer is refused before the body is read.
  const staff = staffAccess(deps.authenticator, 'Only staff may work with letters');
  const { pool } = deps;
  // A letter's HTML is at most LETTER_HTML_MAX (200,000) characters, up to 4 bytes each in UTF-8, some escaped in JSON.
  const parsers = [express.json({ limit: '2mb' })];
  mountRoute(app, saveLetterContract, staff, {
    parsers,
    handle: saveLetterRoute({ pool, storage: deps.storage, providerName: deps.providerName }),
  });
  mountRoute(app, listLettersContract, staff, { handle: listLettersRoute({ pool }) });
  mountRoute(app, letterDetailContract, staff, { handle: letterDetailRoute({ pool }) });
  mountRoute(app, exportLetterContract, staff, { handle: exportLetterRoute(deps) });
}
