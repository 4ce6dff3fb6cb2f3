import { z } from 'zod';
import { FORM_DEFAULT_STATUS_TEXT } from './ui-texts.ts';
import { lazySchema } from './lazy-schema.ts';

/** The support panel's texts (spec 3 §2.5, §5, §8; decisions SUP-006). */
export const SUPPORT_TEXTS = {
  messageRequired: 'Please provide a brief message about your request.',
  replyRequired: 'Please write a reply.',
  thankYou: 'Thank you for your feedback!',
  replySent: 'Reply sent.',
  sendFailed: FORM_DEFAULT_STATUS_TEXT,
} as const;

/**
 * The database's limit for messages (migration 0019) and replies (0047): a chat section holds at most 3,000
 * characters.
 */
export const SUPPORT_MESSAGE_MAX_LENGTH = 3000;

const tooLong = `Please keep your message under ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`;

export const supportMessageSchema = lazySchema(() =>
  z.object({
    message: z.string().trim().min(1, SUPPORT_TEXTS.messageRequired).max(SUPPORT_MESSAGE_MAX_LENGTH, tooLong),
  }),
);
export type SupportMessageValues = z.output<typeof supportMessageSchema>;

/** A reply in a support thread, from staff or from the customer who wrote the message (same rule as a message). */
export const supportReplySchema = lazySchema(() =>
  z.object({
    body: z.string().trim().min(1, SUPPORT_TEXTS.replyRequired).max(SUPPORT_MESSAGE_MAX_LENGTH, tooLong),
  }),
);
export type SupportReplyValues = z.output<typeof supportReplySchema>;
