import { asUser } from '@app/db';
import type { entityGenContract, EntityGeneratedField, EntityType, TEntityGenResponse } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../../auth/route-access.ts';
import { HttpError } from '../../http/http-error.ts';
import type { EvidenceGatherer } from '../evidence/gather-evidence.ts';
import { entityFieldsTask } from '../tasks/entity-fields.ts';
import type { WritingService } from '../writing-types.ts';
import { generating } from '../engine/generating.ts';
import { answerJson } from './generation-answer.ts';

export interface EntityGenRouteDeps {
  pool: pg.Pool;
  writing: WritingService;
  evidence: EvidenceGatherer;
}

/**
 * POST /entitygen {entity_id, fields} (spec 2 §7.3) → {fields, generationId, isTemplate}: the named
 * data fields (description, selection_criteria; others 400) of an additional entity, written from
 * what the records say of it. Nothing is saved: the entity dialog shows them for editing.
 */
export function entityGenRoute(deps: EntityGenRouteDeps): ContractHandler<typeof entityGenContract> {
  return async (body, req, res) => {
    const userId = req.auth!.userId;
    const { entity_id: entityId } = body;
    const requested = [...new Set(body.fields)] as EntityGeneratedField[];
    const entity = await asUser(deps.pool, userId, async (client) => {
      const { rows } = await client.query<{ name: string; type: EntityType }>(
        'select name, type from app_public.additional_entities where id = $1',
        [entityId],
      );
      return rows[0];
    });
    const evidence = entity ? await deps.evidence.forEntity(userId, entityId) : null;
    if (!entity || !evidence) throw new HttpError(404, 'Entity not found');
    const generated = await generating('Failed to generate entity fields.', () =>
      deps.writing.write({
        task: entityFieldsTask,
        inputs: { entityId, name: entity.name, type: entity.type, fields: requested },
        evidence,
        target: { type: 'entity', id: entityId },
        userId,
      }),
    );
    const fields: TEntityGenResponse['fields'] = {};
    for (const field of requested) fields[field] = generated.fields?.[field] ?? '';
    answerJson(res, generated, {
      fields,
      generationId: generated.generationId,
      isTemplate: generated.isTemplate,
    });
  };
}
