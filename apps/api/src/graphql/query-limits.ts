import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'postgraphile/graphql';

export interface QueryLimits {
  /** Deepest nesting of selections (fragments expanded). */
  maxDepth: number;
  /** Most fields one operation may select (fragments expanded): a simple cost bound. */
  maxFields: number;
  /**
   * Most aliased fields one operation may hold (fragments expanded). Aliases let one request ask for the
   * same expensive field hundreds of times, and varying them makes every request a new plan for Grafast
   * to build: 4 × 700 aliases slowed everyone's requests from 7 ms to 8 s (issue 29).
   */
  maxAliases: number;
  /** Most fields at the operation's root: each is a separate database query. */
  maxRootFields: number;
}

/** Generous: the web app's operations use at most 1 alias and 6 top-level fields (test/graphql/web-operations-within-limits). */
export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 16, maxFields: 1500, maxAliases: 30, maxRootFields: 20 };

/** A validation rule that rejects operations deeper or wider than the limits. */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_QUERY_LIMITS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    interface Measure {
      depth: number;
      fields: number;
      aliases: number;
      /** Fields directly in the measured selection set (fragments expanded). */
      ownFields: number;
    }
    function add(total: Measure, inner: Measure): void {
      total.depth = Math.max(total.depth, inner.depth);
      total.fields += inner.fields;
      total.aliases += inner.aliases;
    }
    function measure(set: SelectionSetNode, depth: number, seen: Set<string>): Measure {
      const total: Measure = { depth, fields: 0, aliases: 0, ownFields: 0 };
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          total.fields += 1;
          total.ownFields += 1;
          if (selection.alias) total.aliases += 1;
          if (selection.selectionSet) add(total, measure(selection.selectionSet, depth + 1, seen));
        } else {
          let inner: Measure;
          if (selection.kind === Kind.INLINE_FRAGMENT) {
            inner = measure(selection.selectionSet, depth, seen);
          } else {
            const name = selection.name.value;
            const fragment = fragments.get(name);
            if (!fragment || seen.has(name)) continue; // unknown or cyclic: other rules report it
            inner = measure(fragment.selectionSet, depth, new Set(seen).add(name));
          }
          add(total, inner);
          total.ownFields += inner.ownFields;
        }
        if (total.fields > limits.maxFields) break;
      }
      return total;
    }
    return {
      OperationDefinition(node) {
        const { depth, fields, aliases, ownFields } = measure(node.selectionSet, 1, new Set());
        const refuse = (message: string) => context.reportError(new GraphQLError(message, { nodes: [node] }));
        if (depth > limits.maxDepth) {
          refuse(`Query is too deep: ${depth} levels, at most ${limits.maxDepth} allowed.`);
        } else if (fields > limits.maxFields) {
          refuse(`Query selects too many fields: more than ${limits.maxFields} allowed.`);
        } else if (aliases > limits.maxAliases) {
          refuse(`Query uses too many aliases: ${aliases}, at most ${limits.maxAliases} allowed.`);
        } else if (ownFields > limits.maxRootFields) {
          refuse(`Query asks for too many top-level fields: ${ownFields}, at most ${limits.maxRootFields} allowed.`);
        }
      },
    };
  };
}
