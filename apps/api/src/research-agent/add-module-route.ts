import { asUser } from '@app/db';
import { handAddedModuleDraft, type addModuleContract, type PetitionModuleType } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { generatedModuleKind } from './generated-module-kind.ts';
import { insertModule } from './insert-petition.ts';
import { writingUserId } from './research-agent-access.ts';
import { queueGeneratedModules, type WriteGeneratedModulePayload } from './write-generated-module-task.ts';

/**
 * POST /modules's writing, in the caller's transaction: a module of the type at the end of the petition, with its
 * module type's usual exhibit types for the petition's archetype and visa class (handAddedModuleDraft; owners from
 * the catalogue, a petitioner's on a self-petition given to the beneficiary by the database, 0102). 404 when the
 * petition is not visible. Answers the module's id and whether the writing service writes its content.
 */
export async function insertHandAddedModule(
  client: pg.PoolClient,
  request: { petition_id: string; type: PetitionModuleType },
): Promise<{ moduleId: string; generated: boolean }> {
  const { rows } = await client.query<{ archetype: string | null; visa_class: string | null; next_index: number }>(
    `select p.archetype, p.visa_class,
            (select coalesce(max(m.order_index) + 1, 0)::int from app_public.modules m where m.petition_id = p.id) as next_index
       from app_public.petitions p where p.id = $1`,
    [request.petition_id],
  );
  const petition = rows[0];
  if (!petition) throw new HttpError(404, 'Petition not found');
  const draft = handAddedModuleDraft(request.type, { archetype: petition.archetype, visaClassId: petition.visa_class });
  const moduleId = await insertModule(client, request.petition_id, draft, petition.next_index);
  return { moduleId, generated: draft.autogen && generatedModuleKind(draft.type) !== undefined };
}

/**
 * POST /modules (addModuleContract, JSON {petition_id, type}) → 201 {moduleId}: the petition page's Add module. The
 * memo's generated opening or closing is written by a job after commit, as POST /petition does for the builder's.
 */
export function addModuleRoute(deps: { pool: pg.Pool }): ContractHandler<typeof addModuleContract> {
  return async (request, req, res) => {
    const userId = await writingUserId(req, deps.pool);
    const added = await asUser(deps.pool, userId, (client) => insertHandAddedModule(client, request));
    const kind = generatedModuleKind(request.type);
    const jobs: WriteGeneratedModulePayload[] =
      added.generated && kind ? [{ kind, petitionId: request.petition_id, moduleId: added.moduleId, userId }] : [];
    await queueGeneratedModules(deps.pool, jobs);
    res.status(201).json({ moduleId: added.moduleId });
  };
}
