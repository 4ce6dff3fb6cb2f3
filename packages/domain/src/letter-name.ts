import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { characterCount, CONTROL_CHARACTER } from './text-bounds.ts';

/**
 * A saved letter's name is one line: it titles the PDF and the DOCX, names their files, lists the letter on the
 * petition and in the packet's pre-flight check, and is the subject of the signing e-mail ("please review and sign
 * …"), where a line break or a tab has no place. Stored trimmed (the blanks typed around it reached the DOCX title
 * and the signatory's page); at most 200 characters, as an entity's or a reusable exhibit's name. Migration 0074
 * holds the same bounds in the database.
 */
export const LETTER_NAME_MAX = 200;
export const LETTER_NAME_TEXTS = {
  blank: 'Please provide a letter name',
  tooLong: `A letter name may be at most ${LETTER_NAME_MAX} characters`,
  notOneLine: 'A letter name must be one line, without tabs or line breaks',
} as const;

/** Migration 0074's checks → the form's sentences, so the REST route and a GraphQL write read the same words. */
export const LETTER_NAME_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  petition_letters_name_not_blank: LETTER_NAME_TEXTS.blank,
  petition_letters_name_length: LETTER_NAME_TEXTS.tooLong,
  petition_letters_name_one_line: LETTER_NAME_TEXTS.notOneLine,
};

/** The name as typed, trimmed; the length counts characters as PostgreSQL's char_length does (an emoji is one). */
export const letterNameSchema = lazySchema(() =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'is required' : 'must be a string') })
    .trim()
    .min(1, LETTER_NAME_TEXTS.blank)
    .refine((name) => characterCount(name) <= LETTER_NAME_MAX, LETTER_NAME_TEXTS.tooLong)
    .refine((name) => !CONTROL_CHARACTER.test(name), LETTER_NAME_TEXTS.notOneLine),
);

/** The sentence for a name that breaks the rule, or null for a name that may be saved. */
export function letterNameError(name: string): string | null {
  const checked = letterNameSchema.safeParse(name);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
