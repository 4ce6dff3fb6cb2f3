import type pg from 'pg';
import { makePgService } from 'postgraphile/adaptors/pg';
import { NoSchemaIntrospectionCustomRule } from 'postgraphile/graphql';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { makeV4Preset } from 'postgraphile/presets/v4';
import type { Authenticator } from '../auth/authenticate.ts';
import { maskError } from './mask-error.ts';
import { DEFAULT_QUERY_LIMITS, queryLimitsRule } from './query-limits.ts';
import { makeGraphQLContext } from './request-context.ts';
import { LiveUpdatesPlugin } from './subscriptions-plugin.ts';
import { SanitizeRichTextPlugin } from './sanitize-rich-text-plugin.ts';

/** Adds the depth/size limit, and in production the introspection ban, to every operation's validation. */
function makeValidationPlugin(isProduction: boolean): GraphileConfig.Plugin {
  return {
    name: 'ValidationRulesPlugin',
    version: '1.0.0',
    grafserv: {
      middleware: {
        setPreset(next, event) {
          event.validationRules.push(queryLimitsRule(DEFAULT_QUERY_LIMITS));
          if (isProduction) event.validationRules.push(NoSchemaIntrospectionCustomRule);
          return next();
        },
      },
    },
  };
}

/** The PostgreSQL service (pool + LISTEN/NOTIFY subscriber) PostGraphile uses. */
export function makeDatabaseService(pool: pg.Pool) {
  return makePgService({ pool, schemas: ['app_public'], pubsub: true });
}

export function makePreset(options: {
  pgService: ReturnType<typeof makeDatabaseService>;
  /** For server-side lookups outside a request's transaction (workspace overrides). */
  pool: pg.Pool;
  authenticator: Authenticator;
  isProduction: boolean;
}): GraphileConfig.Preset {
  return {
    extends: [
      PostGraphileAmberPreset,
      // v4 naming: the uuid column stays `id`, global ids are `nodeId`,
      // allPetitions / petitionById / updatePetitionById.
      makeV4Preset({ ignoreRBAC: true, dynamicJson: false, setofFunctionsContainNulls: false }),
    ],
    plugins: [LiveUpdatesPlugin, makeValidationPlugin(options.isProduction), SanitizeRichTextPlugin],
    pgServices: [options.pgService],
    grafserv: {
      graphqlPath: '/graphql',
      websockets: true,
      graphqlOverGET: false,
      graphiql: !options.isProduction,
      graphiqlOnGraphQLGET: false,
      graphiqlPath: '/graphiql',
      maskError,
    },
    grafast: {
      explain: false,
      context: makeGraphQLContext(options.authenticator, options.pool) as never,
    },
  };
}
