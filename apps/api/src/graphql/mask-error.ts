import { createHash, randomUUID } from 'node:crypto';
import { GraphQLError } from 'postgraphile/graphql';
import { isSafeError } from 'postgraphile/grafast';
import { AuthError } from '../auth/auth-error.ts';
import { databaseErrorMessage, isOwnRaise, RECORD_REFUSED, type DatabaseError } from './database-error-message.ts';
import { isRefusedWrite } from './refused-write.ts';

/**
 * PostgreSQL errors answered with a sentence (database-error-message.ts): our own `raise exception`s
 * (any SQLSTATE), data errors (22), integrity violations (23), writes refused in a read-only view
 * (25006), permission denials (42501, row-level security). Anything else is masked and logged with an id.
 */
const CLIENT_SQLSTATE = /^(22|23|25006|42501|P0001)/;

/** Who was refused what: the operation's path (e.g. deletePetitionById), never the row's data. */
function logRefusal(error: GraphQLError): void {
  // A refusal is the permission model working, not a fault: a notice, so error alerts stay for faults.
  console.info(`GraphQL write refused at ${(error.path ?? []).join('.') || 'operation'}: ${error.originalError?.message}`);
}

export function maskError(error: GraphQLError): GraphQLError {
  const original = error.originalError as (Error & DatabaseError) | undefined;
  if (!original || original instanceof GraphQLError) return error;
  const options = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
  if (original instanceof AuthError) {
    return new GraphQLError(original.message, { ...options, extensions: { code: 'UNAUTHENTICATED' } });
  }
  if (isRefusedWrite(original)) {
    // An update or delete that row-level security filtered to nothing (or of a row that is gone).
    logRefusal(error);
    return new GraphQLError(RECORD_REFUSED, { ...options, extensions: { code: '42501' } });
  }
  if (isSafeError(original)) {
    return new GraphQLError(original.message, { ...options, extensions: original.extensions ?? {} });
  }
  if (typeof original.code === 'string' && (isOwnRaise(original) || CLIENT_SQLSTATE.test(original.code))) {
    // The SQLSTATE only: constraint, table and column names stay in the database.
    return new GraphQLError(databaseErrorMessage(original), { ...options, extensions: { code: original.code } });
  }
  const errorId = randomUUID();
  const hash = createHash('sha1').update(String(original.message)).digest('base64url').slice(0, 10);
  // The stack stays in the server log; the client gets an id to quote.
  console.error(`GraphQL error ${errorId} (hash ${hash}):`, original);
  return new GraphQLError(`An unexpected error occurred (id ${errorId}).`, { ...options, extensions: { errorId } });
}
