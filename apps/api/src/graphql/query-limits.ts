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
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = { maxDepth: 16, maxFields: 1500 };

/** A validation rule that rejects operations deeper or wider than the limits. */
export function queryLimitsRule(limits: QueryLimits = DEFAULT_QUERY_LIMITS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    function measure(set: SelectionSetNode, depth: number, seen: Set<string>): { depth: number; fields: number } {
      let maxDepth = depth;
      let fields = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          fields += 1;
          if (selection.selectionSet) {
            const inner = measure(selection.selectionSet, depth + 1, seen);
            maxDepth = Math.max(maxDepth, inner.depth);
            fields += inner.fields;
          }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const inner = measure(selection.selectionSet, depth, seen);
          maxDepth = Math.max(maxDepth, inner.depth);
          fields += inner.fields;
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue; // unknown or cyclic: other rules report it
          const inner = measure(fragment.selectionSet, depth, new Set(seen).add(name));
          maxDepth = Math.max(maxDepth, inner.depth);
          fields += inner.fields;
        }
        if (fields > limits.maxFields) break;
      }
      return { depth: maxDepth, fields };
    }
    return {
      OperationDefinition(node) {
        const { depth, fields } = measure(node.selectionSet, 1, new Set());
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(`Query is too deep: ${depth} levels, at most ${limits.maxDepth} allowed.`, { nodes: [node] }),
          );
        } else if (fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(`Query selects too many fields: more than ${limits.maxFields} allowed.`, { nodes: [node] }),
          );
        }
      },
    };
  };
}
