import { GraphQLError, visit, type DocumentNode, type ExecutionResult } from 'postgraphile/graphql';
import { DEFAULT_COST_LIMITS, measureOperationCost, type CostLimits } from './operation-cost.ts';

/**
 * Checks every operation just before it runs, when the variables and the signed-in user are known (the
 * validation rules see only the document, and grafserv caches their verdict per document for everyone):
 * - page sizes and cost (operation-cost.ts), which depend on variables such as `$first`;
 * - introspection (`__schema`, `__type`): staff only, and never in production, where the validation rules
 *   refuse it for everyone. Customers have no use for the schema, and it maps every table to an attacker.
 * Runs for HTTP and websocket operations alike (grafast's execute and subscribe middleware).
 */

/** What makeGraphQLContext (request-context.ts) puts in the GraphQL context. */
interface GuardedContext {
  isStaff?: boolean;
}

export function readsSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(field) {
      if (field.name.value === '__schema' || field.name.value === '__type') found = true;
    },
  });
  return found;
}

function refusal(message: string, code: string): ExecutionResult {
  return { errors: [new GraphQLError(message, { extensions: { code } })] };
}

export interface OperationGuardArgs {
  schema: Parameters<typeof measureOperationCost>[0]['schema'];
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Readonly<Record<string, unknown>> | null;
  contextValue?: unknown;
}

/** The refusal of an operation, or undefined when it may run. */
export function guardOperation(
  args: OperationGuardArgs,
  options: { isProduction: boolean; costLimits?: CostLimits },
): ExecutionResult | undefined {
  const context = (args.contextValue ?? {}) as GuardedContext;
  if (readsSchema(args.document) && (options.isProduction || !context.isStaff)) {
    return refusal('Reading the GraphQL schema (introspection) is for staff, outside production only.', 'FORBIDDEN');
  }
  const { refusal: reason } = measureOperationCost(args, options.costLimits ?? DEFAULT_COST_LIMITS);
  return reason ? refusal(reason, 'QUERY_TOO_EXPENSIVE') : undefined;
}

export function makeOperationGuardPlugin(options: { isProduction: boolean }): GraphileConfig.Plugin {
  return {
    name: 'OperationGuardPlugin',
    version: '1.0.0',
    grafast: {
      middleware: {
        execute(next, event) {
          return guardOperation(event.args, options) ?? next();
        },
        subscribe(next, event) {
          return guardOperation(event.args, options) ?? next();
        },
      },
    },
  };
}
