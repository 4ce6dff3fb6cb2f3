import type { Task } from 'graphile-worker';

/** The identifier of the daily digest run. */
export const SEND_NOTIFICATION_DIGESTS = 'send-notification-digests';

/**
 * Every day at 07:00 UTC. graphile-worker runs a crontab line once across all workers (known_crontabs), and the
 * outbox's unique (person, day) keeps a rerun the same day from making a second digest.
 */
export const SEND_NOTIFICATION_DIGESTS_SCHEDULE = `0 7 * * * ${SEND_NOTIFICATION_DIGESTS}`;

/**
 * Makes today's digest e-mail of each person with digest-preference notifications since their last digest
 * (migration 0049's queue_notification_digests); each outbox row queues its own send job, which composes,
 * sends and retries it like any notification e-mail.
 */
export function makeSendNotificationDigestsTask(): Task {
  return async (_payload, helpers) => {
    const { rows } = await helpers.query<{ made: number }>('select app_private.queue_notification_digests() as made');
    helpers.logger.info(`Notification digests queued: ${rows[0]?.made ?? 0}`);
  };
}
