import {
  addModuleContract,
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
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, staffAccess } from '../auth/route-access.ts';
import type { WriteModuleContent } from '../writing/index.ts';
import { addModuleRoute } from './add-module-route.ts';
import { clonePetitionRoute } from './clone-petition-route.ts';
import { copyReusableExhibitRoute } from './copy-reusable-exhibit-route.ts';
import { createExhibitRoute } from './create-exhibit-route.ts';
import { createPetitionRoute } from './create-petition-route.ts';
import { authorshipModuleRoute, generatedModuleRoute } from './generated-module-routes.ts';

export interface ResearchAgentRoutesDeps {
  pool: pg.Pool;
  authenticator: Authenticator;
  /** The writing service's module content writer (server/create-services.ts builds it). */
  writeModuleContent: WriteModuleContent;
}

/** A builder payload with dozens of modules and exhibits, notes included, stays far below this. */
const PETITION_BODY_LIMIT = '1mb';

/**
 * The research-agent routes (spec 1 §7, decisions API-AGENT-002/005), staff only: petitions from the
 * builder's payload, exhibits, modules added by hand, clones, reusable-exhibit copies and generated modules. JSON for
 * /petition, /exhibit, /modules and /clone-petition; form (as the spec sends it) or JSON for /reusable/copy and
 * /modules/*.
 */
export function installResearchAgentRoutes(app: express.Express, deps: ResearchAgentRoutesDeps): void {
  const { pool, writeModuleContent } = deps;
  // Staff only (spec 1 §6, decisions API-AGENT-002): a signed-in customer is refused before the body is
  // read. Row-level security would refuse their writes anyway; this answers a clear 403 first.
  const guard = staffAccess(deps.authenticator, 'Only staff may use the research agent');
  const json = [express.json({ limit: '64kb' })];
  const formOrJson = [express.urlencoded({ extended: false, limit: '16kb' }), express.json({ limit: '16kb' })];
  const generating = { pool, writeModuleContent };

  // Not bound to its contract's schema: the payload is answered with its own problems list (spec 1 §5 rules included).
  mountRoute(app, createPetitionContract, guard, express.json({ limit: PETITION_BODY_LIMIT }), createPetitionRoute({ pool }));
  mountRoute(app, clonePetitionContract, guard, { parsers: json, handle: clonePetitionRoute({ pool }) });
  mountRoute(app, createExhibitContract, guard, { parsers: json, handle: createExhibitRoute({ pool }) });
  mountRoute(app, addModuleContract, guard, { parsers: json, handle: addModuleRoute({ pool }) });
  mountRoute(app, copyReusableExhibitContract, guard, { parsers: formOrJson, handle: copyReusableExhibitRoute({ pool }) });
  mountRoute(app, authorshipModuleContract, guard, { parsers: formOrJson, handle: authorshipModuleRoute(generating) });
  const memoStarter = generatedModuleRoute(generating, 'memo-starter');
  mountRoute(app, memoStarterModuleContract, guard, { parsers: formOrJson, handle: memoStarter });
  const conclusion = generatedModuleRoute(generating, 'conclusion');
  mountRoute(app, conclusionModuleContract, guard, { parsers: formOrJson, handle: conclusion });
}
