import { FIELD_CONSTRAINT_MESSAGES } from '@app/domain';

/**
 * The sentence a caller reads for a PostgreSQL error of a GraphQL operation. PostgreSQL's own texts
 * name tables, constraints, enum types and internal limits ("numeric field overflow", "LIMIT must not
 * be negative", 'violates foreign key constraint "…" on table "…"'), so only our own messages (raised
 * by our functions and triggers) are passed on; every other error class reads as a sentence about the
 * field (its GraphQL name) or the record, never the schema's internals.
 */

/** The fields PostgreSQL attaches to an error (node-postgres' DatabaseError). */
export interface DatabaseError {
  code?: string;
  message: string;
  column?: string;
  table?: string;
  constraint?: string;
  /** The PostgreSQL source routine that raised it. */
  routine?: string;
}

/**
 * Our own functions' and triggers' `raise exception`s ("Only staff may …", "Please submit a valid authorized
 * signatory") are written for the caller, whatever SQLSTATE they carry (42501, 22023, 23514, P0001, …).
 * PostgreSQL names the routine that raised an error: plpgsql's RAISE is exec_stmt_raise.
 */
export function isOwnRaise(error: DatabaseError): boolean {
  return error.routine === 'exec_stmt_raise';
}

export const RECORD_REFUSED = 'Permission denied: you may not change this record.';
export const NUL_REFUSED = 'Text cannot contain a NUL character (\\u0000); remove it and try again.';

/** Named checks without a field rule of their own (FIELD_CONSTRAINT_MESSAGES covers migration 0038's). */
const CHECK_MESSAGES: Readonly<Record<string, string>> = {
  support_messages_message_required: 'Enter a message',
  support_messages_message_length: 'A message may be at most 3,000 characters',
  user_addresses_from_before_to: 'The start date must be on or before the end date',
  user_addresses_current_has_no_end: 'A current address has no end date; a past address needs one',
  pending_petition_tasks_awaited_check: 'This task does not fit what it waits for',
};

/** The name the GraphQL API gives a column (PostGraphile's camelCase), which is what the caller sent. */
export function graphqlFieldName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** A check named by PostgreSQL's default (`<table>_<column>_check`) names its column; a custom name names nothing we can show. */
function checkMessage(error: DatabaseError): string {
  const known = error.constraint && (FIELD_CONSTRAINT_MESSAGES[error.constraint] ?? CHECK_MESSAGES[error.constraint]);
  if (known) return known;
  const prefix = error.table ? `${error.table}_` : undefined;
  const constraint = error.constraint ?? '';
  if (prefix && constraint.startsWith(prefix) && constraint.endsWith('_check')) {
    const column = constraint.slice(prefix.length, -'_check'.length);
    if (/^[a-z0-9_]+$/.test(column)) return `${graphqlFieldName(column)} has a value that is not allowed.`;
  }
  return 'A value is not allowed for this record.';
}

function integrityMessage(error: DatabaseError): string {
  switch (error.code) {
    case '23502':
      return error.column ? `${graphqlFieldName(error.column)} is required.` : 'A required value is missing.';
    case '23503':
      // Deleting (or re-keying) a row others point at, or pointing at a row that is not there (or not visible).
      return /^update or delete on/.test(error.message)
        ? 'This record is still used by other records, so it cannot be removed.'
        : 'A record this refers to does not exist, or you may not use it.';
    case '23001':
      return 'This record is still used by other records, so it cannot be removed.';
    case '23505':
      // PostgreSQL leaves out the key's values (its detail) on tables with row-level security: all of ours.
      return 'This record already exists.';
    case '23514':
      return checkMessage(error);
    case '23P01':
      return 'This overlaps with an existing record.';
    default:
      return 'This change conflicts with other records.';
  }
}

function dataMessage(error: DatabaseError): string {
  switch (error.code) {
    case '22021': // invalid byte sequence (a NUL in text)
    case '22P05': // untranslatable character (\u0000 in JSON)
      return NUL_REFUSED;
    case '2201W': // LIMIT must not be negative
    case '2201X': // OFFSET must not be negative
      return 'first, last and offset must be 0 or more.';
    case '22003':
      return 'A number is too large or too small for this field.';
    case '22001':
      return 'A text is too long for this field.';
    case '22007':
    case '22008':
      return 'A date or time is not valid.';
    default:
      // 22P02 ('invalid input value for enum app_public.…', 'invalid input syntax for type uuid') and the rest.
      return 'A value is not in a form this field accepts.';
  }
}

/** The caller's sentence for one of our raises or an error of a class CLIENT_SQLSTATE lets through. */
export function databaseErrorMessage(error: DatabaseError): string {
  if (isOwnRaise(error)) return error.message;
  const code = error.code ?? '';
  // Row-level security and grants speak of policies and tables.
  if (code === '42501') return RECORD_REFUSED;
  // A write while viewing the app as another account ("cannot execute UPDATE in a read-only transaction").
  if (code === '25006') return error.message;
  if (code.startsWith('23')) return integrityMessage(error);
  return dataMessage(error);
}
