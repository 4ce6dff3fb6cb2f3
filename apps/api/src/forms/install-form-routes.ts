import {
  addFormEditionContract,
  attorneyProfileContract,
  formSigningContract,
  generateFormContract,
  listFormEditionsContract,
  listPetitionFormsContract,
  pairFormEditionFieldContract,
  saveAttorneyProfileContract,
  setFormOverrideContract,
  setG28Part6TextContract,
  setI765PhysicalAddressContract,
  withdrawFormEditionContract,
} from '@app/domain';
import express from 'express';
import type pg from 'pg';
import type { Authenticator } from '../auth/authenticate.ts';
import type { VirusScanConfig } from '../config/index.ts';
import { mountRoute, signedInAccess, staffAccess } from '../auth/route-access.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { attorneyProfileRoute, saveAttorneyProfileRoute } from './attorney-profile-routes.ts';
import { addFormEditionRoute } from './editions/add-form-edition-route.ts';
import { listFormEditionsRoute } from './editions/list-form-editions-route.ts';
import { pairFormEditionFieldRoute } from './editions/pair-form-edition-field-route.ts';
import { withdrawFormEditionRoute } from './editions/withdraw-form-edition-route.ts';
import { formSigningRoute } from './form-signing-route.ts';
import { generateFormRoute } from './generate-form-route.ts';
import { listFormsRoute } from './list-forms-route.ts';
import { setFormOverrideRoute } from './set-form-override-route.ts';
import { setG28Part6TextRoute } from './set-g28-part-6-text-route.ts';
import { setI765PhysicalAddressRoute } from './set-i765-physical-address-route.ts';

/**
 * USCIS forms filled from the case (issue 28): list, generate, overrides (one field, a G-28's Part 6 text, the I-765's
 * physical address), and the attorney profile they use.
 */
export function installFormRoutes(
  app: express.Express,
  deps: { pool: pg.Pool; authenticator: Authenticator; storage: FileStorage; virusScan: VirusScanConfig | undefined },
): void {
  // Staff only (spec 2 §6): customers see a form only when staff share its file.
  const staff = staffAccess(deps.authenticator, 'Only staff may work with USCIS forms');
  const parsers = [express.json({ limit: '32kb' })];
  const { pool } = deps;
  mountRoute(app, listPetitionFormsContract, staff, { handle: listFormsRoute({ pool, storage: deps.storage }) });
  mountRoute(app, generateFormContract, staff, { parsers, handle: generateFormRoute({ pool, storage: deps.storage }) });
  mountRoute(app, setFormOverrideContract, staff, { parsers, handle: setFormOverrideRoute({ pool }) });
  mountRoute(app, setG28Part6TextContract, staff, { parsers, handle: setG28Part6TextRoute({ pool }) });
  mountRoute(app, setI765PhysicalAddressContract, staff, { parsers, handle: setI765PhysicalAddressRoute({ pool }) });
  mountRoute(app, attorneyProfileContract, staff, { handle: attorneyProfileRoute({ pool }) });
  mountRoute(app, saveAttorneyProfileContract, staff, { parsers, handle: saveAttorneyProfileRoute({ pool }) });
  // Newer blank editions (Settings → USCIS form editions): the upload is multipart, read by the route (readForm).
  mountRoute(app, listFormEditionsContract, staff, { handle: listFormEditionsRoute({ pool, storage: deps.storage }) });
  mountRoute(app, addFormEditionContract, staff, addFormEditionRoute({ pool, storage: deps.storage, virusScan: deps.virusScan }));
  mountRoute(app, pairFormEditionFieldContract, staff, {
    parsers,
    handle: pairFormEditionFieldRoute({ pool, storage: deps.storage }),
  });
  mountRoute(app, withdrawFormEditionContract, staff, { parsers, handle: withdrawFormEditionRoute({ pool }) });
  // Whoever was asked to sign a form (row-level security decides): what to sign besides its part.
  mountRoute(app, formSigningContract, signedInAccess(deps.authenticator), { handle: formSigningRoute({ pool }) });
}
