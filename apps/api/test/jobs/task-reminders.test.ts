import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEDULE } from '../../src/jobs/job-schedule.ts';
import { SEND_TASK_REMINDERS } from '../../src/jobs/task-reminders.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * Task reminders (issue 30): the scheduled job tells the beneficiary about their overdue task through the
 * notification centre, once per day however often it runs.
 */
describe('task reminders job', () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
  });
  afterAll(async () => {
    await server?.close();
  });

  const reminders = async () =>
    (
      await server.pool.query<{ data: { task: string; overdue: boolean } }>(
        `select data from app_public.notifications where user_id = $1 and kind = 'task-due'`,
        [world.beneficiary.id],
      )
    ).rows.map((row) => row.data);

  it('reminds the beneficiary of an overdue task once, when the worker runs the job twice', async () => {
    await server.pool.query(
      `insert into app_public.pending_petition_tasks (petition_id, content, party, due_date)
       values ($1, 'Upload the signed offer letter', 'BENEFICIARY', current_date - 3)`,
      [world.petitionId],
    );
    await server.pool.query('select graphile_worker.add_job($1)', [SEND_TASK_REMINDERS]);
    await expect
      .poll(reminders, { timeout: 10_000, interval: 100 })
      .toEqual([{ task: 'Upload the signed offer letter', dueDate: expect.any(String), overdue: true }]);
    await server.pool.query('select graphile_worker.add_job($1)', [SEND_TASK_REMINDERS]);
    await expect
      .poll(
        async () =>
          (await server.pool.query('select 1 from graphile_worker.jobs where task_identifier = $1', [SEND_TASK_REMINDERS]))
            .rowCount,
        {
          timeout: 10_000,
          interval: 100,
        },
      )
      .toBe(0);
    expect(await reminders()).toHaveLength(1);
  });

  it('is scheduled with graphile-worker', async () => {
    expect(JOB_SCHEDULE).toContain(`0 * * * * ${SEND_TASK_REMINDERS}`);
    const { rows } = await server.pool.query<{ identifier: string }>(
      'select identifier from graphile_worker._private_known_crontabs where identifier = $1',
      [SEND_TASK_REMINDERS],
    );
    expect(rows).toEqual([{ identifier: SEND_TASK_REMINDERS }]);
  });
});
