import { parse } from 'postgraphile/graphql';
import { describe, expect, it } from 'vitest';
import type { Authenticator } from '../../src/auth/authenticate.ts';
import { makeGraphQLContext } from '../../src/graphql/request-context.ts';

/**
 * Which transactions are read-only (request-transaction.ts answers those before their commit is through):
 * queries and subscriptions are, mutations are not. The settings come from the operation itself, not from
 * anything the client can claim.
 */
const unusedAuthenticator = {
  authenticate: () => Promise.reject(new Error('HTTP requests arrive authenticated')),
} as Authenticator;
const unusedPool = { query: () => Promise.reject(new Error('no override in these requests')) };
const buildContext = makeGraphQLContext(unusedAuthenticator, unusedPool as never);
const signedIn = {
  expressv4: { req: { auth: { userId: '00000000-0000-4000-8000-000000000037', isAdmin: false, sub: 's' }, headers: {} } },
};

async function settingsFor(source: string, operationName?: string) {
  const context = await buildContext(signedIn as never, { document: parse(source), operationName: operationName ?? null });
  return context.pgSettings as Record<string, string>;
}

describe('read-only transactions for reads', () => {
  it('marks a query and a subscription read-only, and leaves a mutation writable', async () => {
    expect((await settingsFor('query Home { currentUser { id } }')).transaction_read_only).toBe('on');
    expect((await settingsFor('subscription Live { notifications(userId: "x") { event } }')).transaction_read_only).toBe('on');
    expect(await settingsFor('mutation Save { updateUser(input: {}) { clientMutationId } }')).not.toHaveProperty(
      'transaction_read_only',
    );
  });

  it('decides by the operation chosen from a document with several', async () => {
    const document = 'query Read { currentUser { id } } mutation Write { logout { clientMutationId } }';
    expect((await settingsFor(document, 'Read')).transaction_read_only).toBe('on');
    expect(await settingsFor(document, 'Write')).not.toHaveProperty('transaction_read_only');
    // No operation name in a document of two: Grafast refuses it; nothing is marked read-only on a guess.
    expect(await settingsFor(document)).not.toHaveProperty('transaction_read_only');
  });
});
