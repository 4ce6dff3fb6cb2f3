import type pg from 'pg';
import type { UscisFormId } from '@app/domain';

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
