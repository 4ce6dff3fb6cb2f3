import type { Task } from 'graphile-worker';
import type pg from 'pg';

export const SEND_TASK_REMINDERS = 'send_task_reminders';

/**
 * Every hour (issue 30): tasks and checklist items due within two days or overdue remind the people they concern
 * (app_private.send_task_reminders, migration 0048, and send_checklist_reminders, 0052). The function reminds each task at most once per calendar day (UTC), so the
 * first tick of a day sends and the others find nothing; hourly rather than daily so a server that was down at
 * midnight still sends that day. graphile-worker's crontab runs one job per tick however many replicas there are.
 */
export const SEND_TASK_REMINDERS_SCHEDULE = `0 * * * * ${SEND_TASK_REMINDERS}`;

/**
 * Runs one reminder pass for `today` (the database's current date unless given) over pending tasks and the staff
 * checklist's items (migration 0052) and open RFEs' due dates (0060, from seven days before); answers how many tasks and items were reminded about.
 */
export async function sendTaskReminders(pool: pg.Pool, today?: string): Promise<number> {
  const { rows } = await pool.query<{ sent: number }>(
    `select app_private.send_task_reminders(day) + app_private.send_checklist_reminders(day)
            + app_private.send_rfe_reminders(day) as sent
       from (select coalesce($1::date, current_date) as day) d`,
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
