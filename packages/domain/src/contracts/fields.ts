import { z } from 'zod';

/**
 * Field schemas of REST requests. Their messages are predicates ('is required', 'must be an id')
 * that the server's validateBody puts after the field's name: 'fileId is required'.
 */

const missing = (input: unknown) => input === undefined || input === null;

/** 'is required' when absent, else `must be <what>`. */
const requiredOr = (what: string) => (issue: { input?: unknown }) => (missing(issue.input) ? 'is required' : `must be ${what}`);

/** A string of at most `max` characters; not blank unless `allowEmpty`. */
export function textField(options: { max?: number; allowEmpty?: boolean } = {}) {
  const text = z.string({ error: requiredOr('a string') }).max(options.max ?? 255, { error: 'is too long' });
  return options.allowEmpty ? text : text.refine((value) => value.trim() !== '', { error: 'is required' });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id (UUID), lower-cased: storage keys and comparisons use the lower-case form. */
export function idField() {
  return z
    .string({ error: requiredOr('an id') })
    .regex(UUID, { error: 'must be an id' })
    .toLowerCase();
}

/** A whole, non-negative number of bytes. */
export function byteCountField() {
  return z.int({ error: 'must be a whole number of bytes' }).nonnegative({ error: 'must be a whole number of bytes' });
}

/** One of `values`. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, { error: (issue) => (missing(issue.input) ? 'is required' : `is not a known ${what}`) });
}

/** Optional in a request: absent and null both mean "not given". */
export function optional<T extends z.ZodType>(field: T) {
  return field.nullish().transform((value) => value ?? undefined);
}
