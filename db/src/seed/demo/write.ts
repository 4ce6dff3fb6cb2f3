import type pg from 'pg';
import { actAs } from '../../as-user.ts';
import { insertRows } from '../sql.ts';
import type { DemoData } from './build.ts';
import { TABLE_NAMES, TABLE_ORDER } from './tables.ts';

/**
 * Writes the story in one session marked as replaying history (migration 0058): its status steps notify nobody and
 * its own notifications (already read) are not e-mailed to the demo's fictional people.
 */
export async function writeDemoData(client: pg.ClientBase, data: DemoData): Promise<void> {
  await client.query(`select set_config('petition_studio.replaying_history', 'on', false)`);
  try {
    for (const table of TABLE_ORDER) {
      if (table === 'i94_entries') await walkPetitionStatuses(client, data);
      await insertRows(client, TABLE_NAMES[table] ?? table, data.context.rows[table]);
    }
  } finally {
    // After a failure the transaction is aborted and its rollback undoes the setting anyway.
    await client.query(`select set_config('petition_studio.replaying_history', '', false)`).catch(() => undefined);
  }
}

/**
 * Petitions are inserted as PENDING_DOCS and then moved through their history
 * one status at a time, as staff would, so the status trigger records every
 * change with the staff admin as the author. The change times and the
 * petitions' updated_at are then set to the story's dates.
 */
async function walkPetitionStatuses(client: pg.ClientBase, data: DemoData): Promise<void> {
  const { statusSteps, statusTimes, petitionUpdatedAt } = data.context.history;
  await actAs(client, data.staffAdminId);
  for (const step of statusSteps) {
    await client.query(
      `update app_public.petitions p set status = x.status::app_public.petition_status
       from jsonb_to_recordset($1::jsonb) as x(id uuid, status text) where p.id = x.id`,
      [JSON.stringify(step)],
    );
  }
  await actAs(client, null);
  await client.query(
    `update app_public.petition_status_changes c set changed_at = x.changed_at
     from jsonb_to_recordset($1::jsonb) as x(petition_id uuid, status text, changed_at timestamptz)
     where c.petition_id = x.petition_id and c.to_status = x.status::app_public.petition_status`,
    [JSON.stringify(statusTimes)],
  );
  // updated_at is kept current by a trigger; the story's dates need it off for
  // one statement, which only a superuser may do. Without that the dates stay "now".
  await client.query('savepoint demo_updated_at');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query(
      `update app_public.petitions p set updated_at = x.updated_at
       from jsonb_to_recordset($1::jsonb) as x(id uuid, updated_at timestamptz) where p.id = x.id`,
      [JSON.stringify(petitionUpdatedAt)],
    );
    await client.query('set local session_replication_role = origin');
    await client.query('release savepoint demo_updated_at');
  } catch {
    await client.query('rollback to savepoint demo_updated_at');
  }
}
