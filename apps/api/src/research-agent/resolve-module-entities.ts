import { toEntityName, type ModuleEntity } from '@app/domain';
import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Person and company entities may be picked by the user's or company's own id (decided for the builder's pickers). */
const LINKED_RECORD = {
  USER: { table: 'users', column: 'user_id', name: 'full_name' },
  COMPANY: { table: 'companies', column: 'company_id', name: "coalesce(nullif(dba_name, ''), legal_name)" },
} as const;

/**
 * The additional entity a module entity of the payload names, as the caller (row-level security
 * applies). An entity id is used as is; for USER and COMPANY the id may also be a user's or company's
 * id: the entity linked to that record is used, or created (named as the payload names it, else as the
 * record is). Unknown → 400 naming the field (`where`), which rolls the caller's transaction back.
 */
export async function resolveModuleEntity(client: pg.PoolClient, entity: ModuleEntity, where: string): Promise<string> {
  const unknown = () => new HttpError(400, `${where}.id is not a known ${entity.type} entity`);
  if (!UUID.test(entity.id)) throw unknown();
  const id = entity.id.toLowerCase();
  const direct = await client.query<{ id: string }>(
    'select id from app_public.additional_entities where id = $1 and type = $2::app_public.entity_type',
    [id, entity.type],
  );
  if (direct.rows[0]) return direct.rows[0].id;

  if (entity.type !== 'USER' && entity.type !== 'COMPANY') throw unknown();
  const linked = LINKED_RECORD[entity.type];
  const existing = await client.query<{ id: string }>(
    `select id from app_public.additional_entities where ${linked.column} = $1 and type = $2::app_public.entity_type
      order by created_at limit 1`,
    [id, entity.type],
  );
  if (existing.rows[0]) return existing.rows[0].id;
  const record = await client.query<{ name: string | null }>(
    `select ${linked.name} as name from app_public.${linked.table} where id = $1`,
    [id],
  );
  if (record.rowCount === 0) throw unknown();
  // An entity's name is one line of at most 200 characters (migration 0071); a person's or company's may be longer.
  const name = toEntityName(entity.name) || toEntityName(record.rows[0]!.name ?? '') || 'Unnamed';
  const created = await client.query<{ id: string }>(
    `insert into app_public.additional_entities (name, type, ${linked.column}) values ($1, $2::app_public.entity_type, $3) returning id`,
    [name, entity.type, id],
  );
  return created.rows[0]!.id;
}

/** Links the module to each entity (resolved as above); the same entity twice is linked once. */
export async function linkModuleEntities(
  client: pg.PoolClient,
  moduleId: string,
  entities: readonly ModuleEntity[],
  where: string,
): Promise<void> {
  for (const [index, entity] of entities.entries()) {
    const entityId = await resolveModuleEntity(client, entity, `${where}.entities.${index}`);
    await client.query('insert into app_public.module_entities (module_id, entity_id) values ($1, $2) on conflict do nothing', [
      moduleId,
      entityId,
    ]);
  }
}
