import { printSchema } from 'postgraphile/graphql';
import type pg from 'pg';
import { makeSchema } from 'postgraphile';
import type { Authenticator } from '../auth/authenticate.ts';
import { makeDatabaseService, makePreset } from './preset.ts';

/** Building the schema never authenticates anyone; requests are what need the authenticator. */
const NO_AUTHENTICATION: Authenticator = {
  authenticate: () => Promise.reject(new Error('The schema printer does not authenticate requests')),
};

/**
 * The GraphQL schema the API serves over the database `pool` points at, in SDL: what
 * apps/web/schema.graphql holds for the web app's typed operations (GraphQL Code Generator).
 */
export async function printApiSchema(pool: pg.Pool): Promise<string> {
  const pgService = makeDatabaseService(pool);
  try {
    const preset = makePreset({ pgService, pool, authenticator: NO_AUTHENTICATION, isProduction: false });
    const { schema } = await makeSchema(preset);
    return `${printSchema(schema)}\n`;
  } finally {
    await pgService.release?.();
  }
}
