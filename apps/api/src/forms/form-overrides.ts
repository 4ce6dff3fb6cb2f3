import type pg from 'pg';
import type { UscisFormId } from '@app/domain';
import { HttpError } from '../http/http-error.ts';

/** The values staff typed by hand for a petition's form, by field name. */
export async function readFormOverrides(
  client: pg.PoolClient,
  petitionId: string,
  form: UscisFormId,
): Promise<Map<string, string>> {
  const { rows } = await client.query<{ field_name: string; value: string }>(
    'select field_name, value from app_public.petition_form_overrides where petition_id = $1 and form = $2',
    [petitionId, form],
  );
  return new Map(rows.map((row) => [row.field_name, row.value]));
}

/** Saves (a value) or removes (null) staff's hand-typed value of one field of a petition's form. */
export async function writeFormOverride(
  client: pg.PoolClient,
  target: { petitionId: string; form: UscisFormId; userId: string },
  field: string,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await client.query(
      'delete from app_public.petition_form_overrides where petition_id = $1 and form = $2 and field_name = $3',
      [target.petitionId, target.form, field],
    );
  } else {
    await client.query(
      `insert into app_public.petition_form_overrides (petition_id, form, field_name, value, updated_by)
       values ($1, $2, $3, $4, $5)
       on conflict (petition_id, form, field_name) do update
         set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`,
      [target.petitionId, target.form, field, value, target.userId],
    );
  }
}

/** 404 unless the petition exists and the caller may read it (staff: row-level security). */
export async function assertPetitionExists(client: pg.PoolClient, petitionId: string): Promise<void> {
  const { rowCount } = await client.query('select 1 from app_public.petitions where id = $1', [petitionId]);
  if (!rowCount) throw new HttpError(404, 'Petition not found');
}
