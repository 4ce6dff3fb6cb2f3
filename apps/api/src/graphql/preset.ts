import type pg from 'pg';
import { makePgService } from 'postgraphile/adaptors/pg';
import { NoSchemaIntrospectionCustomRule } from 'postgraphile/graphql';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { makeV4Preset } from 'postgraphile/presets/v4';
import type { Authenticator } from '../auth/authenticate.ts';
import { createRequestWithPgClient } from '../database/request-transaction.ts';
import { maskError } from './mask-error.ts';
import { makeOperationGuardPlugin } from './operation-guard-plugin.ts';
import { DEFAULT_QUERY_LIMITS, queryLimitsRule } from './query-limits.ts';
import { makeGraphQLContext } from './request-context.ts';
import { LiveUpdatesPlugin } from './subscriptions-plugin.ts';
import { SanitizeRichTextPlugin } from './sanitize-rich-text-plugin.ts';
import { trustedDocumentsRule, type TrustedDocuments } from './trusted-documents.ts';
import { RefusedUpdatePlugin } from './refused-write.ts';

/**
 * Adds to every operation's validation (grafserv caches its verdict per document): the trusted-documents
 * allowlist when on, the depth/size/alias limits, and in production the introspection ban.
 */
function makeValidationPlugin(isProduction: boolean, trustedDocuments: TrustedDocuments | undefined): GraphileConfig.Plugin {
  return {
    name: 'ValidationRulesPlugin',
    version: '1.0.0',
    grafserv: {
      middleware: {
        setPreset(next, event) {
          if (trustedDocuments) event.validationRules.push(trustedDocumentsRule(trustedDocuments));
          event.validationRules.push(queryLimitsRule(DEFAULT_QUERY_LIMITS));
          if (isProduction) event.validationRules.push(NoSchemaIntrospectionCustomRule);
          return next();
        },
      },
    },
  };
}

/**
 * The PostgreSQL service (pool + LISTEN/NOTIFY subscriber) PostGraphile uses; each request's transaction opens
 * in one round trip (database/request-transaction.ts).
 */
export function makeDatabaseService(pool: pg.Pool) {
  const service = makePgService({ pool, schemas: ['app_public'], pubsub: true });
  return { ...service, adaptor: { ...service.adaptor, createWithPgClient: createRequestWithPgClient } };
}

export function makePreset(options: {
  pgService: ReturnType<typeof makeDatabaseService>;
  /** For server-side lookups outside a request's transaction (workspace overrides). */
  pool: pg.Pool;
  authenticator: Authenticator;
  isProduction: boolean;
  /** Set: only these documents run (trusted-documents.ts). */
  trustedDocuments?: TrustedDocuments;
}): GraphileConfig.Preset {
  return {
    extends: [
      PostGraphileAmberPreset,
      // v4 naming: the uuid column stays `id`, global ids are `nodeId`,
      // allPetitions / petitionById / updatePetitionById.
      makeV4Preset({ ignoreRBAC: true, dynamicJson: false, setofFunctionsContainNulls: false }),
    ],
    plugins: [
      LiveUpdatesPlugin,
      makeValidationPlugin(options.isProduction, options.trustedDocuments),
      makeOperationGuardPlugin({ isProduction: options.isProduction }),
      SanitizeRichTextPlugin,
      RefusedUpdatePlugin,
    ],
    pgServices: [options.pgService],
    grafserv: {
      graphqlPath: '/graphql',
      websockets: true,
      graphqlOverGET: false,
      // Outside production only. The page holds no data; the schema it reads is staff-only (operation-guard-plugin.ts).
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
