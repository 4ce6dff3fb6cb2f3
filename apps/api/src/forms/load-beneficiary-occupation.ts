import type pg from 'pg';
import { currentOccupation } from '@app/domain';
import { isoDate, text } from './form-case-values.ts';

/**
 * The beneficiary's occupation as their employment history (the beneficiary checklist) says it: the domain's
 * currentOccupation over every job they recorded, at any employer. Read under the caller's row-level security.
 */
export async function loadBeneficiaryOccupation(client: pg.PoolClient, beneficiaryId: string): Promise<string | null> {
  const { rows } = await client.query<{ position: unknown; is_current: unknown; start_date: unknown }>(
    'select position, is_current, start_date from app_public.user_employments where user_id = $1',
    [beneficiaryId],
  );
  return currentOccupation(
    rows.map((row) => ({ position: text(row.position), isCurrent: row.is_current === true, startDate: isoDate(row.start_date) })),
    // The day the form is filled, as the start dates compare (UTC, as the forms' other "today" rules).
    new Date().toISOString().slice(0, 10),
  );
}
