import { createHash, randomUUID } from 'node:crypto';
import { FIELD_CONSTRAINT_MESSAGES } from '@app/domain';
import { GraphQLError } from 'postgraphile/graphql';
import { isSafeError } from 'postgraphile/grafast';
import { AuthError } from '../auth/auth-error.ts';

/**
 * PostgreSQL error classes whose messages are written for the caller: our own
 * `raise exception`s, constraint and data errors, and permission denials
 * (row-level security), and writes refused in a read-only view (25006).
 * Anything else is masked and logged with an id.
 */
const CLIENT_SQLSTATE = /^(22|23|25006|42501|P0001)/;

interface PgError extends Error {
  code?: string;
  constraint?: string;
}

function clientMessage(error: PgError): string {
  if (error.code === '42501' && /row-level security/.test(error.message)) {
    return 'Permission denied: you may not change this record.';
  }
  // A field rule's check (migration 0038) reads as the form's sentence, not PostgreSQL's constraint text.
  const fieldMessage = error.code === '23514' && error.constraint ? FIELD_CONSTRAINT_MESSAGES[error.constraint] : undefined;
  if (fieldMessage) return fieldMessage;
  return error.message;
}

export function maskError(error: GraphQLError): GraphQLError {
  const original = error.originalError as PgError | undefined;
  if (!original || original instanceof GraphQLError) return error;
  const options = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
  if (original instanceof AuthError) {
    return new GraphQLError(original.message, { ...options, extensions: { code: 'UNAUTHENTICATED' } });
  }
  if (isSafeError(original)) {
    return new GraphQLError(original.message, { ...options, extensions: original.extensions ?? {} });
  }
  if (typeof original.code === 'string' && CLIENT_SQLSTATE.test(original.code)) {
    return new GraphQLError(clientMessage(original), {
      ...options,
      extensions: { code: original.code, ...(original.constraint ? { constraint: original.constraint } : {}) },
    });
  }
  const errorId = randomUUID();
  const hash = createHash('sha1').update(String(original.message)).digest('base64url').slice(0, 10);
  // The stack stays in the server log; the client gets an id to quote.
  console.error(`GraphQL error ${errorId} (hash ${hash}):`, original);
  return new GraphQLError(`An unexpected error occurred (id ${errorId}).`, { ...options, extensions: { errorId } });
}
