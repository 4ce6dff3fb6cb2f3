import { REQUEUE_NOTIFICATION_EMAILS_SCHEDULE } from './requeue-notification-emails.ts';
import { SEND_NOTIFICATION_DIGESTS_SCHEDULE } from './send-notification-digests.ts';
import { SWEEP_STAGED_UPLOADS_SCHEDULE } from './sweep-staged-uploads.ts';
import { SEND_TASK_REMINDERS_SCHEDULE } from './task-reminders.ts';
import { SEND_SIGNATURE_REMINDERS_SCHEDULE } from '../signatures/signature-reminders-job.ts';
import { POLL_USCIS_CASE_STATUSES_SCHEDULE } from '../uscis/poll-case-statuses.ts';

/**
 * Scheduled tasks, one crontab line each in graphile-worker's format (`min hour day month weekday
 * task`); the task itself is registered in task-registry.ts like any other. A worker schedules only
 * the lines whose task is in its list.
 */
export const JOB_SCHEDULE: readonly string[] = [
  SWEEP_STAGED_UPLOADS_SCHEDULE,
  SEND_TASK_REMINDERS_SCHEDULE,
  SEND_NOTIFICATION_DIGESTS_SCHEDULE,
  REQUEUE_NOTIFICATION_EMAILS_SCHEDULE,
  SEND_SIGNATURE_REMINDERS_SCHEDULE,
  POLL_USCIS_CASE_STATUSES_SCHEDULE,
];
