import type { TaskList } from 'graphile-worker';
import type pg from 'pg';
import { makeWriteGeneratedModuleTask, WRITE_GENERATED_MODULE } from '../research-agent/write-generated-module-task.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { COMPILE_PETITION_PACKET, makeCompilePacketTask } from '../packets/compile-task.ts';
import type { WriteModuleContent } from '../writing/index.ts';
import { FORWARD_SUPPORT_MESSAGE, makeForwardSupportMessageTask } from './forward-support-message.ts';
import { makeRequeueNotificationEmailsTask, REQUEUE_NOTIFICATION_EMAILS } from './requeue-notification-emails.ts';
import { makeSendNotificationDigestsTask, SEND_NOTIFICATION_DIGESTS } from './send-notification-digests.ts';
import {
  makeSendNotificationEmailTask,
  SEND_NOTIFICATION_EMAIL,
  type NotificationEmailSettings,
} from './send-notification-email.ts';
import { makeSendPortalInvitationTask, SEND_PORTAL_INVITATION } from '../portal-invitations/send-portal-invitation-task.ts';
import { makeSweepStagedUploadsTask, SWEEP_STAGED_UPLOADS } from './sweep-staged-uploads.ts';
import { makeSendTaskRemindersTask, SEND_TASK_REMINDERS } from './task-reminders.ts';
import { makeSendSignatureRemindersTask, SEND_SIGNATURE_REMINDERS } from '../signatures/signature-reminders-job.ts';
import { makeSendSignedCopyTask, SEND_SIGNED_COPY } from '../signatures/send-signed-copy-task.ts';
import { makePollUscisCaseStatusesTask, POLL_USCIS_CASE_STATUSES } from '../uscis/poll-case-statuses.ts';
import type { UscisCaseStatusClient } from '../uscis/torch-client.ts';

/** What the tasks need from the server; each task takes only its part. */
export interface JobTaskDependencies {
  pool: pg.Pool;
  /** Team-chat webhook for support messages (SUPPORT_WEBHOOK_URL); unset: messages are stored only. */
  supportWebhookUrl: string | undefined;
  /** The writing service's module content writer (memo starter, conclusion, authorship summary). */
  writeModuleContent: WriteModuleContent;
  /** Where packets read exhibit files and keep their cached sections and finished PDFs. */
  storage: FileStorage;
  /** The mail server and branding of notification e-mails (server/create-services.ts). */
  notificationEmail: NotificationEmailSettings;
  /** The USCIS Case Status API client; without one the polling task is not registered (nor scheduled). */
  uscisCaseStatus?: UscisCaseStatusClient | undefined;
}

/**
 * Every background task the API's job worker runs, by the identifier jobs are queued under (by the
 * database with `graphile_worker.add_job(identifier, …)` or by the server). A new kind of background
 * work adds one file and one line here.
 */
export function createTaskList(deps: JobTaskDependencies): TaskList {
  return {
    [FORWARD_SUPPORT_MESSAGE]: makeForwardSupportMessageTask({ webhookUrl: deps.supportWebhookUrl }),
    [WRITE_GENERATED_MODULE]: makeWriteGeneratedModuleTask({ pool: deps.pool, writeModuleContent: deps.writeModuleContent }),
    [COMPILE_PETITION_PACKET]: makeCompilePacketTask({ pool: deps.pool, storage: deps.storage }),
    [SWEEP_STAGED_UPLOADS]: makeSweepStagedUploadsTask({ pool: deps.pool, storage: deps.storage }),
    [SEND_NOTIFICATION_EMAIL]: makeSendNotificationEmailTask(deps.notificationEmail),
    [SEND_PORTAL_INVITATION]: makeSendPortalInvitationTask(deps.notificationEmail),
    [SEND_NOTIFICATION_DIGESTS]: makeSendNotificationDigestsTask(),
    [REQUEUE_NOTIFICATION_EMAILS]: makeRequeueNotificationEmailsTask(),
    [SEND_TASK_REMINDERS]: makeSendTaskRemindersTask({ pool: deps.pool }),
    [SEND_SIGNATURE_REMINDERS]: makeSendSignatureRemindersTask({ pool: deps.pool }),
    [SEND_SIGNED_COPY]: makeSendSignedCopyTask({ ...deps.notificationEmail, storage: deps.storage }),
    ...(deps.uscisCaseStatus
      ? { [POLL_USCIS_CASE_STATUSES]: makePollUscisCaseStatusesTask({ pool: deps.pool, client: deps.uscisCaseStatus }) }
      : {}),
  };
}
