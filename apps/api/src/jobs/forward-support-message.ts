import type { JobHelpers, Task } from 'graphile-worker';
import { z } from 'zod';
import { buildSupportChatMessage } from './support-chat-message.ts';

/** The identifier migration 0019's trigger queues jobs under. */
export const FORWARD_SUPPORT_MESSAGE = 'forward-support-message';

/** Longest one webhook call may take; a slow chat service fails the attempt, and the queue retries it later. */
const WEBHOOK_TIMEOUT_MS = 10_000;

const payloadSchema = z.object({ supportMessageId: z.uuid() });

interface StoredSupportMessage {
  id: string;
  screen: string;
  message: string;
  created_at: Date;
  forwarded_at: Date | null;
  user_id: string | null;
  full_name: string | null;
}

/** Thrown for an attempt the queue should retry; its message is what `last_error` records. */
class ForwardingFailed extends Error {}

async function postToWebhook(webhookUrl: string, body: unknown, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
    });
  } catch (error) {
    // The URL holds the webhook's secret token: name the failure, never the address.
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new ForwardingFailed(`Webhook not reachable (${cause})`);
  }
  await response.body?.cancel();
  // The spec's success is exactly 200 (3 §7); chat services answer 200 with a short body we do not need.
  if (response.status !== 200) throw new ForwardingFailed(`Webhook answered HTTP ${response.status}`);
}

async function recordAttempt(helpers: JobHelpers, id: string, error: string | null): Promise<void> {
  await helpers.query(
    `update app_public.support_messages
        set forward_attempts = forward_attempts + 1,
            last_error = $2,
            forwarded_at = case when $2::text is null then now() else forwarded_at end
      where id = $1`,
    [id, error],
  );
}

/**
 * Posts a stored support message to the team chat and records the outcome on its row. A failure is
 * recorded (attempts, last error) and thrown, so graphile-worker retries with its exponential backoff
 * (25 attempts over about three days). Without a webhook URL the message stays stored only.
 */
export function makeForwardSupportMessageTask(options: { webhookUrl: string | undefined }): Task {
  return async (payload, helpers) => {
    const { supportMessageId } = payloadSchema.parse(payload);
    if (!options.webhookUrl) return;
    const { rows } = await helpers.query<StoredSupportMessage>(
      `select m.id, m.screen, m.message, m.created_at, m.forwarded_at, m.user_id, u.full_name
         from app_public.support_messages m
         left join app_public.users u on u.id = m.user_id
        where m.id = $1`,
      [supportMessageId],
    );
    const stored = rows[0];
    // Gone (its sender's data erased) or sent by an earlier attempt whose completion was not recorded.
    if (!stored || stored.forwarded_at) return;
    const chatMessage = buildSupportChatMessage({
      screen: stored.screen,
      sentAt: stored.created_at,
      customerId: stored.user_id ?? 'unknown',
      customerName: stored.full_name ?? 'Unknown customer',
      message: stored.message,
    });
    try {
      await postToWebhook(options.webhookUrl, chatMessage, helpers.abortSignal);
    } catch (error) {
      if (!(error instanceof ForwardingFailed)) throw error;
      await recordAttempt(helpers, stored.id, error.message);
      throw error;
    }
    await recordAttempt(helpers, stored.id, null);
  };
}
