import type { Task } from 'graphile-worker';
import type pg from 'pg';

export const SEND_TASK_REMINDERS = 'send_task_reminders';

/**
 * Every hour (issue 30): tasks due within two days or overdue remind the people they concern (migration 0048's
 * app_private.send_task_reminders). The function reminds each task at most once per calendar day (UTC), so the
 * first tick of a day sends and the others find nothing; hourly rather than daily so a server that was down at
 * midnight still sends that day. graphile-worker's crontab runs one job per tick however many replicas there are.
 */
export const SEND_TASK_REMINDERS_SCHEDULE = `0 * * * * ${SEND_TASK_REMINDERS}`;

/** Runs one reminder pass for `today` (the database's current date unless given); answers how many tasks. */
export async function sendTaskReminders(pool: pg.Pool, today?: string): Promise<number> {
  const { rows } = await pool.query<{ sent: number }>(
    'select app_private.send_task_reminders(coalesce($1::date, current_date)) as sent',
    [today ?? null],
  );
  return rows[0]?.sent ?? 0;
}

export function makeSendTaskRemindersTask(deps: { pool: pg.Pool }): Task {
  return async (_payload, helpers) => {
    const sent = await sendTaskReminders(deps.pool);
    if (sent > 0) helpers.logger.info(`reminded about ${sent} due or overdue task(s)`);
  };
}
