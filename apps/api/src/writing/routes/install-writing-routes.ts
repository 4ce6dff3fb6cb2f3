import {
  bioContract,
  entityGenContract,
  exhibitDescriptionContract,
  letterContracts,
  LETTER_TYPES,
  moduleDescriptionContract,
} from '@app/domain';
import express from 'express';
import type pg from 'pg';
import type { Authenticator } from '../../auth/authenticate.ts';
import { mountRoute, staffAccess } from '../../auth/route-access.ts';
import type { FileStorageConfig } from '../../config/index.ts';
import type { EvidenceGatherer } from '../evidence/gather-evidence.ts';
import type { WritingService } from '../writing-types.ts';
import { bioRoute } from './bio-route.ts';
import { exhibitDescriptionRoute, moduleDescriptionRoute } from './description-routes.ts';
import { entityGenRoute } from './entitygen-route.ts';
import { letterRoute } from './letter-route.ts';

export interface WritingRoutesDeps {
  pool: pg.Pool;
  authenticator: Authenticator;
  files: FileStorageConfig;
  /** The engine and the evidence gatherer (server/create-services.ts builds them once). */
  writing: WritingService;
  evidence: EvidenceGatherer;
}

/** Staff only (spec 2 §6, ROLE-004): what a signed-in customer reads. */
const REFUSAL = 'Only staff may use the writing service';

/**
 * The writing service's routes (spec 2 §7.2, §7.3, §7.5; decisions LTR-018), staff only: exhibit and
 * module descriptions, the eight letters, entity fields and bios.
 */
export function installWritingRoutes(app: express.Express, deps: WritingRoutesDeps): void {
  const { pool, writing, evidence, files } = deps;
  const staff = staffAccess(deps.authenticator, REFUSAL);
  const formOrJson = [express.urlencoded({ extended: false, limit: '16kb' }), express.json({ limit: '16kb' })];

  const engine = { pool, writing, evidence };
  mountRoute(app, exhibitDescriptionContract, staff, { parsers: formOrJson, handle: exhibitDescriptionRoute(engine) });
  mountRoute(app, moduleDescriptionContract, staff, { parsers: formOrJson, handle: moduleDescriptionRoute(engine) });
  mountRoute(app, entityGenContract, staff, { parsers: [express.json({ limit: '16kb' })], handle: entityGenRoute(engine) });
  const withFiles = { pool, writing, evidence, maxFileBytes: files.maxUploadBytes, virusScan: files.virusScan };
  // Multipart (a CV, the letters' supporting documents): these read the form's stream themselves, then check it with the contract.
  mountRoute(app, bioContract, staff, bioRoute(withFiles));
  for (const type of LETTER_TYPES) mountRoute(app, letterContracts[type], staff, letterRoute(type, withFiles));
}
