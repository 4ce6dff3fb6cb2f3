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
 * POST /modules's writing, in the caller's transaction: a module of the type at the end of the petition (before its
 * closing Conclusion), with its module type's usual exhibit types for the petition's archetype and visa class
 * (handAddedModuleDraft; owners from the catalogue, a petitioner's on a self-petition given to the beneficiary by the database, 0102). 404 when the
 * petition is not visible. Answers the module's id and whether the writing service writes its content.
 */
export async function insertHandAddedModule(
  client: pg.PoolClient,
  request: { petition_id: string; type: PetitionModuleType },
): Promise<{ moduleId: string; generated: boolean }> {
  const { rows } = await client.query<{
    archetype: string | null;
    visa_class: string | null;
    next_index: number;
    closing_id: string | null;
  }>(
    `select p.archetype, p.visa_class, coalesce(last.order_index + 1, 0)::int as next_index,
            case when last.type = 'conclusion' then last.id end as closing_id
       from app_public.petitions p
       left join lateral (select m.id, m.type, m.order_index from app_public.modules m where m.petition_id = p.id
                           order by m.order_index desc limit 1) last on true
      where p.id = $1`,
    [request.petition_id],
  );
  const petition = rows[0];
  if (!petition) throw new HttpError(404, 'Petition not found');
  const draft = handAddedModuleDraft(request.type, { archetype: petition.archetype, visaClassId: petition.visa_class });
  // The memo closes with its Conclusion: a module added by hand goes just before it, as the builder places it.
  let orderIndex = petition.next_index;
  if (petition.closing_id && request.type !== 'conclusion') {
    orderIndex -= 1;
    await client.query('update app_public.modules set order_index = order_index + 1 where id = $1', [petition.closing_id]);
  }
  const moduleId = await insertModule(client, request.petition_id, draft, orderIndex);
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
