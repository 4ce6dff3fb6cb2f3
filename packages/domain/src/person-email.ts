import { z } from 'zod';
import { emailSchema } from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * A person's e-mail address as staff edit it on the Entities screen (migration 0079). The address is how the person's
 * first sign-in finds their row (provision_user) and where invitations and notifications go. The format is the one
 * e-mail rule (emailSchema, the database's users_email_format); the database raises these sentences for the rest.
 */
export const PERSON_EMAIL_TEXTS = {
  /** Their sign-in linked the account: the address is theirs now, and a staff typo would cut them off. */
  signedIn: 'This person has already signed in to the portal, so their e-mail address cannot be changed here.',
  taken: 'Another person already has this e-mail address.',
} as const;

/** Optional: a blank field is no address (null); anything else must be an e-mail address. */
export const personEmailSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : text))
    .pipe(emailSchema.nullable()),
);

/** The person as the editor knows them: whether they signed in, their saved address, and the one typed. */
export interface PersonEmailChange {
  hasSignedIn: boolean;
  saved: string | null | undefined;
  next: string | null | undefined;
}

const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** Whether the typed address differs from the saved one (case and spaces aside, as the database compares). */
export const personEmailChanged = (change: Pick<PersonEmailChange, 'saved' | 'next'>) => !sameAddress(change.saved, change.next);

/** Why staff may not make this change (PERSON_EMAIL_TEXTS.signedIn), or null when they may. */
export function personEmailChangeRefusal(change: PersonEmailChange): string | null {
  if (!personEmailChanged(change)) return null;
  if (change.hasSignedIn && change.saved?.trim()) return PERSON_EMAIL_TEXTS.signedIn;
  return null;
}
