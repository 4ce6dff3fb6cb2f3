import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildSchema, Kind, validate, type GraphQLSchema } from 'postgraphile/graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_LIMITS, measureOperationCost } from '../../src/graphql/operation-cost.ts';
import { DEFAULT_QUERY_LIMITS, queryLimitsRule } from '../../src/graphql/query-limits.ts';
import { loadWebOperations, type WebOperation } from '../../src/graphql/trusted-documents.ts';

const WEB_SOURCE_DIR = fileURLToPath(new URL('../../../web/src', import.meta.url));

let schema: GraphQLSchema;
let operations: WebOperation[];

beforeAll(async () => {
  schema = buildSchema(await readFile(new URL('../../../web/schema.graphql', import.meta.url), 'utf8'));
  operations = await loadWebOperations(WEB_SOURCE_DIR);
});

/** Every variable page size at the largest allowed: the most an operation of the web app can cost. */
function largestPages(operation: WebOperation): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (/^(first|last|limit|pageSize)$/i.test(variable.variable.name.value)) {
        variables[variable.variable.name.value] = DEFAULT_COST_LIMITS.maxPageSize;
      }
    }
  }
  return variables;
}

describe("the web app's own operations", () => {
  it('are all found (a broken reader would make trusted documents refuse the whole app)', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.map((operation) => operation.name)).toContain('EntityPeopleSearch');
  });

  it('pass the depth, field, alias and top-level field limits', () => {
    for (const operation of operations) {
      const errors = validate(schema, operation.document, [queryLimitsRule(DEFAULT_QUERY_LIMITS)]);
      expect(errors.map((error) => `${operation.name}: ${error.message}`)).toEqual([]);
    }
  });

  it('stay within the page size and cost limits, with every variable page at the maximum', () => {
    const costs = operations.map((operation) => {
      const result = measureOperationCost({ schema, document: operation.document, variableValues: largestPages(operation) });
      expect(result.refusal, operation.name).toBeUndefined();
      return { name: operation.name, cost: result.cost };
    });
    costs.sort((a, b) => b.cost - a.cost);
    // The head of the list shows how much room the limit leaves (DEFAULT_COST_LIMITS.maxCost).
    console.log(
      `most expensive web operations: ${costs
        .slice(0, 5)
        .map((c) => `${c.name} ${c.cost}`)
        .join(', ')}`,
    );
  });
});
