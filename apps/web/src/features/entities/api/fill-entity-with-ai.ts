import { ENTITY_GENERATED_FIELDS, entityGenContract, type TEntityGenResponse } from '@app/domain';
import { callRest } from '@/lib/rest-client.ts';

/**
 * Asks the writer (POST /entitygen) for an additional entity's description and selection criteria; the
 * answer goes into the form for review, nothing is saved here.
 */
export function fillEntityWithAi(entityId: string): Promise<TEntityGenResponse> {
  return callRest(entityGenContract, { request: { entity_id: entityId, fields: [...ENTITY_GENERATED_FIELDS] } });
}
