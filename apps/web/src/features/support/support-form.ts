import { FORM_DEFAULT_STATUS_TEXT } from '@app/domain';
import { z } from 'zod';

/** The support panel's texts (spec 3 §2.5, §5, §8; decisions SUP-006). */
export const SUPPORT_TEXTS = {
  messageRequired: 'Please provide a brief message about your request.',
  thankYou: 'Thank you for your feedback!',
  sendFailed: FORM_DEFAULT_STATUS_TEXT,
} as const;

/** The database's limit (migration 0019): a chat section holds at most 3,000 characters. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 3000;

export const supportMessageSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, SUPPORT_TEXTS.messageRequired)
    .max(SUPPORT_MESSAGE_MAX_LENGTH, `Please keep your message under ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`),
});
export type SupportMessageValues = z.output<typeof supportMessageSchema>;
