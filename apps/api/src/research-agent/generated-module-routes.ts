import type { authorshipModuleContract, memoStarterModuleContract, TGeneratedModuleResponse } from '@app/domain';
import type express from 'express';
import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';
import type { ContractHandler } from '../auth/route-access.ts';
import { generating, type WriteModuleContent } from '../writing/index.ts';
import { findOrCreateGeneratedModule, type GeneratedModuleRequest } from './find-or-create-generated-module.ts';
import { GENERATED_MODULE_KINDS, generatedTextToHtml, type GeneratedModuleType } from './generated-module-kind.ts';
import { writingUserId } from './research-agent-access.ts';
import { storeModuleDescription } from './write-module-description.ts';

export interface GeneratedModuleDeps {
  pool: pg.Pool;
  writeModuleContent: WriteModuleContent;
}

/** 502 (504 on a timeout) when the writing service fails, as the writing routes answer. */
const FAILED = 'Failed to generate module content.';

/**
 * Finds or creates the module, writes its content with the writing service, stores it as the module's
 * description and answers {moduleId, description, source}. 404 when the petition is not visible.
 */
async function writeGeneratedModule(
  deps: GeneratedModuleDeps,
  req: express.Request,
  res: express.Response<TGeneratedModuleResponse>,
  request: GeneratedModuleRequest,
): Promise<void> {
  const userId = await writingUserId(req, deps.pool);
  const moduleId = await findOrCreateGeneratedModule(deps.pool, userId, request);
  const kind = GENERATED_MODULE_KINDS[request.type];
  const generated = await generating(FAILED, async () => {
    const written = await deps.writeModuleContent(kind, request.petitionId, userId);
    if (!written) throw new HttpError(404, 'Petition not found');
    return written;
  });
  const target = { userId, petitionId: request.petitionId, moduleId };
  if (!(await storeModuleDescription(deps.pool, target, generated))) throw new HttpError(404, 'Module not found');
  const body: TGeneratedModuleResponse = {
    moduleId,
    description: generatedTextToHtml(generated.text),
    source: generated.isTemplate ? 'template' : 'model',
  };
  res.json(body);
}

/** POST /modules/authorship (form or JSON {petition_id, name?, google_scholar_url, num_articles}). */
export function authorshipModuleRoute(deps: GeneratedModuleDeps): ContractHandler<typeof authorshipModuleContract> {
  return async (body, req, res) => {
    await writeGeneratedModule(deps, req, res, {
      petitionId: body.petition_id,
      type: 'authorship',
      name: body.name,
      data: { google_scholar_url: body.google_scholar_url, num_articles: body.num_articles },
    });
  };
}

/** POST /modules/memo-starter and /modules/conclusion (form or JSON {petition_id}); both take the same body. */
export function generatedModuleRoute(
  deps: GeneratedModuleDeps,
  type: Exclude<GeneratedModuleType, 'authorship'>,
): ContractHandler<typeof memoStarterModuleContract> {
  return async ({ petition_id: petitionId }, req, res) => {
    await writeGeneratedModule(deps, req, res, { petitionId, type });
  };
}
