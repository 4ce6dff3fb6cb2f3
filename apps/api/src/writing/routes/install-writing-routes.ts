import {
  bioContract,
  entityGenContract,
  exhibitDescriptionContract,
  LETTER_PATHS,
  LETTER_TYPES,
  moduleDescriptionContract,
} from '@app/domain';
import express from 'express';
import type pg from 'pg';
import { requireAuth, type Authenticator } from '../../auth/authenticate.ts';
import type { AppConfig } from '../../config.ts';
import type { FileStorage } from '../../files/storage/file-storage.ts';
import { createWritingService } from '../engine/create-writing-service.ts';
import type { ImageTextReader } from '../evidence/extract-text.ts';
import { createEvidenceGatherer } from '../evidence/gather-evidence.ts';
import type { WritingService } from '../writing-types.ts';
import { bioRoute } from './bio-route.ts';
import { exhibitDescriptionRoute, moduleDescriptionRoute } from './description-routes.ts';
import { entityGenRoute } from './entitygen-route.ts';
import { staffOnly } from './generation-answer.ts';
import { letterRoute } from './letter-route.ts';
import { createModuleContentWriter, type WriteModuleContent } from './module-content-writer.ts';

export interface WritingRoutesDeps {
  config: AppConfig;
  pool: pg.Pool;
  authenticator: Authenticator;
  storage: FileStorage;
  /** OCR for scanned images among the evidence; without it images give no text. */
  readImageText?: ImageTextReader;
  /** The engine; by default the configured one (a model when LLM_BASE_URL is set, else template drafts). */
  writing?: WritingService;
}

/**
 * The writing service's routes (spec 2 §7.2, §7.3, §7.5; decisions LTR-018), staff only: exhibit and
 * module descriptions, the eight letters, entity fields and bios. Returns the engine and the module
 * content writer (memo starter, conclusion, authorship summary) for the research-agent routes.
 */
export function installWritingRoutes(
  app: express.Express,
  deps: WritingRoutesDeps,
): { writing: WritingService; writeModuleContent: WriteModuleContent } {
  const { pool, config } = deps;
  const writing = deps.writing ?? createWritingService({ pool, llm: config.llm });
  const maxFileBytes = config.files.maxUploadBytes;
  const evidence = createEvidenceGatherer({ pool, storage: deps.storage, maxFileBytes, readImageText: deps.readImageText });
  const guard = [requireAuth(deps.authenticator), staffOnly];
  const formOrJson = [express.urlencoded({ extended: false, limit: '16kb' }), express.json({ limit: '16kb' })];

  app.post(exhibitDescriptionContract.path, guard, formOrJson, exhibitDescriptionRoute({ pool, writing, evidence }));
  app.post(moduleDescriptionContract.path, guard, formOrJson, moduleDescriptionRoute({ pool, writing, evidence }));
  app.post(entityGenContract.path, guard, express.json({ limit: '16kb' }), entityGenRoute({ pool, writing, evidence }));
  const withFiles = {
    pool,
    writing,
    evidence,
    maxFileBytes,
    virusScan: config.files.virusScan,
    readImageText: deps.readImageText,
  };
  app.post(bioContract.path, guard, bioRoute(withFiles));
  for (const type of LETTER_TYPES) app.post(LETTER_PATHS[type], guard, letterRoute(type, withFiles));
  return { writing, writeModuleContent: createModuleContentWriter({ pool, writing, evidence }) };
}
