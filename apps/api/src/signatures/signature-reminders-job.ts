import type { Task } from 'graphile-worker';
import type pg from 'pg';

export const SEND_SIGNATURE_REMINDERS = 'send_signature_reminders';

/**
 * Every hour at a quarter past (issue 32): staff who sent a letter for signature are told, through the notification
 * system, when its signatory has been quiet for three days or the link ends within two (app_private.
 * send_signature_reminders, migration 0054, at most once per request every three days). They then send the reminder
 * with a new link from the Letters panel; nothing is e-mailed to the signatory without staff choosing to.
 */
export const SEND_SIGNATURE_REMINDERS_SCHEDULE = `15 * * * * ${SEND_SIGNATURE_REMINDERS}`;

export async function sendSignatureReminders(pool: pg.Pool, today?: string): Promise<number> {
  const { rows } = await pool.query<{ told: number }>(
    'select app_private.send_signature_reminders(coalesce($1::date, current_date)) as told',
    [today ?? null],
  );
  return rows[0]?.told ?? 0;
}

export function makeSendSignatureRemindersTask(deps: { pool: pg.Pool }): Task {
  return async (_payload, helpers) => {
    const told = await sendSignatureReminders(deps.pool);
    if (told > 0) helpers.logger.info(`told staff about ${told} letter(s) waiting for a signature`);
  };
}
