import type { TaskList } from 'graphile-worker';
import { FORWARD_SUPPORT_MESSAGE, makeForwardSupportMessageTask } from './forward-support-message.ts';

/** What the tasks need from the server; each task takes only its part. */
export interface JobTaskDependencies {
  /** Team-chat webhook for support messages (SUPPORT_WEBHOOK_URL); unset: messages are stored only. */
  supportWebhookUrl: string | undefined;
}

/**
 * Every background task the API's job worker runs, by the identifier jobs are queued under (by the
 * database with `graphile_worker.add_job(identifier, …)` or by the server). A new kind of background
 * work adds one file in this folder and one line here.
 */
export function createTaskList(deps: JobTaskDependencies): TaskList {
  return {
    [FORWARD_SUPPORT_MESSAGE]: makeForwardSupportMessageTask({ webhookUrl: deps.supportWebhookUrl }),
  };
}
