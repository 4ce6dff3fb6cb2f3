import type pg from 'pg';
import { createWithPgClient, makeWithPgClientViaPgClientAlreadyInTransaction } from 'postgraphile/adaptors/pg';

/**
 * How each GraphQL request's transaction opens (issue 35: the builder read's fixed cost).
 *
 * @dataplan/pg's adaptor opens a request with three messages, each waiting for PostgreSQL's answer before the
 * next: `begin`, `select set_config(…)` (the role and the user the policies see), the request's statements,
 * then `commit`. Here `begin` and the settings travel as one simple-protocol message, one round trip instead
 * of two. The settings are still transaction-local (`set_config(…, true)`), so row-level security is exactly
 * as before and nothing outlives the transaction on the pooled connection.
 *
 * A read-only transaction's `commit` is sent without waiting for it: the request's answer goes back while it
 * travels, and the connection returns to the pool once it is done.
 *
 * Inside, the adaptor's own client (prepared-statement cache, nested transactions as savepoints) runs the
 * request as a client already in a transaction, with no settings of its own to add.
 */

type Settings = Readonly<Record<string, string | number | boolean | null | undefined>> | null | undefined;

/** `begin; select set_config('role', 'petition_studio_visitor', true), …` with every value quoted as a literal. */
export function beginWithSettings(client: Pick<pg.ClientBase, 'escapeLiteral'>, settings: Settings): string | null {
  const entries = Object.entries(settings ?? {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] != null,
  );
  if (entries.length === 0) return null;
  const calls = entries.map(
    ([key, value]) => `set_config(${client.escapeLiteral(key)}, ${client.escapeLiteral(String(value))}, true)`,
  );
  return `begin; select ${calls.join(', ')}`;
}

type WithPgClient = ReturnType<typeof createWithPgClient>;

/** A read-only transaction (request-context.ts sets it for queries, and when staff view as a customer). */
function isReadOnly(settings: Settings): boolean {
  return settings?.transaction_read_only === 'on';
}

function requestTransactions(pool: pg.Pool): WithPgClient {
  const withPgClient = (async (pgSettings, callback) => {
    const client = await pool.connect();
    /** The commit of a read-only transaction, still on the wire when the answer goes back. */
    let committing: Promise<unknown> | null = null;
    try {
      const opening = beginWithSettings(client, pgSettings);
      // No settings (not reached through the server: every request sets the role): the adaptor's own path.
      if (opening === null) return await makeWithPgClientViaPgClientAlreadyInTransaction(client, false)(pgSettings, callback);
      try {
        await client.query(opening);
        const result = await makeWithPgClientViaPgClientAlreadyInTransaction(client, true)(null, callback);
        // A read-only transaction has nothing to make durable: its rows are the answer as read, so the answer
        // need not wait one more round trip for the commit. A write's answer always waits for it.
        if (isReadOnly(pgSettings)) committing = client.query('commit');
        else await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    } finally {
      // The connection goes back to the pool only once its transaction has ended; a failed commit discards it.
      if (committing)
        committing.then(
          () => client.release(),
          (error: unknown) => client.release(error as Error),
        );
      else client.release();
    }
  }) as WithPgClient;
  return withPgClient;
}

/** The adaptor's createWithPgClient, with the request path above for the service's pool. */
export const createRequestWithPgClient: typeof createWithPgClient = (options, variant) =>
  variant !== 'SUPERUSER' && options?.pool ? requestTransactions(options.pool) : createWithPgClient(options, variant);
