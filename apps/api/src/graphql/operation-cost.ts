import {
  getNamedType,
  getNullableType,
  getOperationAST,
  GraphQLInt,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'postgraphile/graphql';

/**
 * Limits that depend on the variables of a request, so they are checked per request (the validation rules
 * of query-limits.ts see only the document, and their result is cached per document).
 */
export interface CostLimits {
  /** Largest `first`/`last` of any connection. */
  maxPageSize: number;
  /**
   * Most values one operation may ask for: each field counts once per parent row it is read for, and a
   * connection multiplies what is below it by its page size. Bounds the response size and database work.
   */
  maxCost: number;
  /** Rows assumed for a list or connection read without `first`/`last` (the row count is unknown here). */
  unpagedListSize: number;
}

/**
 * Pages of up to 1,000 rows: the pickers and searches ask for at most 50, but the petition history's 'Load
 * more' asks for one longer page each time (25, 50, 75, …; HistoryPanel.tsx) so that a live refetch keeps
 * what is shown. The cost limit is twice the web app's most expensive operation with every variable page at
 * 1,000 (the history, about 25,000; test/graphql/web-operations-within-limits.test.ts prints the costs),
 * while three nested pages of 100 (a million values) are refused.
 */
export const DEFAULT_COST_LIMITS: CostLimits = { maxPageSize: 1_000, maxCost: 50_000, unpagedListSize: 10 };

export interface CostRequest {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Readonly<Record<string, unknown>> | null;
}

export type CostResult = { cost: number; refusal?: undefined } | { cost: number; refusal: string };

class Refusal extends Error {}

/** The operation's cost, or the reason it is refused (a page over the maximum, or too expensive). */
export function measureOperationCost(request: CostRequest, limits: CostLimits = DEFAULT_COST_LIMITS): CostResult {
  const operation = getOperationAST(request.document, request.operationName);
  const root = operation
    ? operation.operation === 'query'
      ? request.schema.getQueryType()
      : operation.operation === 'mutation'
        ? request.schema.getMutationType()
        : request.schema.getSubscriptionType()
    : undefined;
  if (!operation || !root) return { cost: 0 }; // other checks report a missing operation
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of request.document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const variables = request.variableValues ?? {};
  let cost = 0;

  function pageSize(field: FieldNode): number | undefined {
    let size: number | undefined;
    for (const argument of field.arguments ?? []) {
      if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
      const value: unknown = valueFromAST(argument.value, GraphQLInt, variables as Record<string, unknown>);
      if (typeof value !== 'number') continue;
      if (value > limits.maxPageSize) {
        throw new Refusal(
          `A page may hold at most ${limits.maxPageSize} rows: "${argument.name.value}" of ${field.name.value} asked for ${value}.`,
        );
      }
      size = Math.min(size ?? value, value);
    }
    return size;
  }

  /** How many rows of what is below the field one row of its parent yields. */
  function rowsPerParent(field: FieldNode, definition: GraphQLField<unknown, unknown>, parent: GraphQLCompositeType): number {
    const size = pageSize(field);
    if (definition.args.some((argument) => argument.name === 'first')) return size ?? limits.unpagedListSize;
    // The nodes/edges of a connection: its page size was counted at the connection field.
    if (parent.name.endsWith('Connection')) return 1;
    return isListType(getNullableType(definition.type)) ? limits.unpagedListSize : 1;
  }

  function walk(set: SelectionSetNode, parent: GraphQLCompositeType, rows: number, seen: ReadonlySet<string>): void {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += rows;
        if (cost > limits.maxCost) {
          throw new Refusal(`Query asks for too much at once: more than ${limits.maxCost} values. Ask for fewer rows or fields.`);
        }
        const name = selection.name.value;
        // Introspection (staff, outside production) and __typename: small, and not in the schema's own fields.
        if (name.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) continue;
        const definition = parent.getFields()[name];
        if (!definition || !selection.selectionSet) continue;
        const type = getNamedType(definition.type);
        if (!isCompositeType(type)) continue;
        walk(selection.selectionSet, type, rows * rowsPerParent(selection, definition, parent), seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? request.schema.getType(selection.typeCondition.name.value) : parent;
        if (condition && isCompositeType(condition)) walk(selection.selectionSet, condition, rows, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue; // unknown or cyclic: validation reports it
        const condition = request.schema.getType(fragment.typeCondition.name.value);
        if (condition && isCompositeType(condition)) {
          walk(fragment.selectionSet, condition, rows, new Set(seen).add(fragment.name.value));
        }
      }
    }
  }

  try {
    walk(operation.selectionSet, root, 1, new Set());
    return { cost };
  } catch (error) {
    if (error instanceof Refusal) return { cost, refusal: error.message };
    throw error;
  }
}
