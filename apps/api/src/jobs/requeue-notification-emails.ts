import type { Task } from 'graphile-worker';

/** The identifier of the run that gives every waiting outbox e-mail a send job again. */
export const REQUEUE_NOTIFICATION_EMAILS = 'requeue-notification-emails';

/** Every ten minutes; graphile-worker runs a crontab line once across all workers. */
export const REQUEUE_NOTIFICATION_EMAILS_SCHEDULE = `*/10 * * * * ${REQUEUE_NOTIFICATION_EMAILS}`;

/**
 * Never lost (issue 30): an outbox e-mail still waiting without a send job, because it was written before the job
 * queue existed (a seed, a restore) or its job was removed by hand, gets one again. The job key is the trigger's
 * (migration 0049) and 'preserve_run_at' keeps a retrying job's backoff; a row younger than five minutes is left
 * to the job its trigger queued.
 */
export function makeRequeueNotificationEmailsTask(): Task {
  return async (_payload, helpers) => {
    const { rows } = await helpers.query<{ requeued: number }>(
      `select count(graphile_worker.add_job(
                'send-notification-email',
                json_build_object('outboxId', o.id),
                job_key => 'send-notification-email:' || o.id::text,
                job_key_mode => 'preserve_run_at'))::int as requeued
         from app_public.email_outbox o
        where o.status = 'queued' and o.created_at < now() - interval '5 minutes'
          and not exists (select 1 from graphile_worker.jobs j where j.key = 'send-notification-email:' || o.id::text)`,
    );
    if (rows[0]?.requeued) helpers.logger.info(`Notification e-mails queued again: ${rows[0].requeued}`);
  };
}
