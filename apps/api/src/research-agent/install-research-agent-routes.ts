import {
  authorshipModuleContract,
  clonePetitionContract,
  conclusionModuleContract,
  copyReusableExhibitContract,
  createExhibitContract,
  createPetitionContract,
  memoStarterModuleContract,
} from '@app/domain';
import express from 'express';
import type pg from 'pg';
import { requireAuth, type Authenticator } from '../auth/authenticate.ts';
import type { WriteModuleContent } from '../writing/routes/module-content-writer.ts';
import { clonePetitionRoute } from './clone-petition-route.ts';
import { copyReusableExhibitRoute } from './copy-reusable-exhibit-route.ts';
import { createExhibitRoute } from './create-exhibit-route.ts';
import { createPetitionRoute } from './create-petition-route.ts';
import { authorshipModuleRoute, generatedModuleRoute } from './generated-module-routes.ts';
import { researchAgentStaffOnly } from './research-agent-access.ts';

export interface ResearchAgentRoutesDeps {
  pool: pg.Pool;
  authenticator: Authenticator;
  /** The writing service's module content writer (installWritingRoutes returns it). */
  writeModuleContent: WriteModuleContent;
}

/** A builder payload with dozens of modules and exhibits, notes included, stays far below this. */
const PETITION_BODY_LIMIT = '1mb';

/**
 * The research-agent routes (spec 1 §7, decisions API-AGENT-002/005), staff only: petitions from the
 * builder's payload, exhibits, clones, reusable-exhibit copies and generated modules. JSON for
 * /petition, /exhibit and /clone-petition; form (as the spec sends it) or JSON for /reusable/copy and
 * /modules/*.
 */
export function installResearchAgentRoutes(app: express.Express, deps: ResearchAgentRoutesDeps): void {
  const { pool, writeModuleContent } = deps;
  const guard = [requireAuth(deps.authenticator), researchAgentStaffOnly];
  const json = express.json({ limit: '64kb' });
  const formOrJson = [express.urlencoded({ extended: false, limit: '16kb' }), express.json({ limit: '16kb' })];

  app.post(createPetitionContract.path, guard, express.json({ limit: PETITION_BODY_LIMIT }), createPetitionRoute({ pool }));
  app.post(clonePetitionContract.path, guard, json, clonePetitionRoute({ pool }));
  app.post(createExhibitContract.path, guard, json, createExhibitRoute({ pool }));
  app.post(copyReusableExhibitContract.path, guard, formOrJson, copyReusableExhibitRoute({ pool }));
  app.post(authorshipModuleContract.path, guard, formOrJson, authorshipModuleRoute({ pool, writeModuleContent }));
  app.post(memoStarterModuleContract.path, guard, formOrJson, generatedModuleRoute({ pool, writeModuleContent }, 'memo-starter'));
  app.post(conclusionModuleContract.path, guard, formOrJson, generatedModuleRoute({ pool, writeModuleContent }, 'conclusion'));
}
