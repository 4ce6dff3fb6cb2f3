import type pg from 'pg';
import { I765_2025_08_21 } from '@app/domain';
import { text } from './form-case-values.ts';

/**
 * The beneficiary's A-number as staff typed it on the petition's I-765 (item 8: the case records none otherwise), which
 * the G-28 for that I-765 prints as its client's. Null when none was typed.
 */
export async function loadTypedANumber(client: pg.PoolClient, petitionId: string): Promise<string | null> {
  const field = I765_2025_08_21.fields.find((entry) => entry.label === 'Applicant A-number')?.field;
  const { rows } = await client.query<{ value: string }>(
    `select value from app_public.petition_form_overrides where petition_id = $1 and form = 'i-765' and field_name = $2`,
    [petitionId, field],
  );
  return text(rows[0]?.value);
}
