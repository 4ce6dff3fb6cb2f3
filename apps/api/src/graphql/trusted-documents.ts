import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GraphQLError,
  Kind,
  parse,
  print,
  visit,
  type ASTVisitor,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'postgraphile/graphql';

/**
 * Trusted documents: in production the server runs only the operations the web app itself sends.
 *
 * The allowlist is read from the web app's sources (every `graphql(`…`)` call, the same pattern
 * apps/web/scripts/codegen.ts collects), so it needs no build step and cannot drift from what codegen
 * bundles. What arrives differs from the source text in ways that change nothing a caller can abuse:
 * whitespace, the order of fragment definitions, and the `__typename` fields Apollo's cache adds to every
 * selection set. Both sides are therefore compared in a canonical form (printed by graphql-js, plain
 * `__typename` fields removed, operation first and fragments by name) and that form's SHA-256 is the key.
 */

/** The web app's operation pattern (apps/web/scripts/codegen.ts, OPERATION). */
const GRAPHQL_CALL = /\bgraphql\(\s*(?:\/\* GraphQL \*\/\s*)?`([^`]*)`\s*\)/g;

export interface TrustedDocuments {
  /** SHA-256 (hex) of each operation's canonical form. */
  hashes: ReadonlySet<string>;
  /** Operation name by hash, for messages and tests. */
  names: ReadonlyMap<string, string>;
}

/** An unaliased `__typename` with no directives: what Apollo adds, and harmless wherever it stands. */
function isPlainTypename(field: FieldNode): boolean {
  return field.name.value === '__typename' && !field.alias && !field.directives?.length;
}

const definitionOrder = (definition: DefinitionNode): string =>
  definition.kind === Kind.OPERATION_DEFINITION
    ? `0${definition.name?.value ?? ''}`
    : definition.kind === Kind.FRAGMENT_DEFINITION
      ? `1${definition.name.value}`
      : '2';

/** The canonical text of a document (see the module comment). */
export function canonicalDocument(document: DocumentNode): string {
  const withoutTypenames = visit(document, {
    Field: (field) => (isPlainTypename(field) ? null : undefined),
  });
  const definitions = [...withoutTypenames.definitions].sort((a, b) => definitionOrder(a).localeCompare(definitionOrder(b)));
  return print({ ...withoutTypenames, definitions });
}

export function documentHash(document: DocumentNode): string {
  return createHash('sha256').update(canonicalDocument(document)).digest('hex');
}

/** Fragment names an operation or fragment spreads, directly. */
function spreadNames(definition: OperationDefinitionNode | FragmentDefinitionNode): Set<string> {
  const names = new Set<string>();
  visit(definition, { FragmentSpread: (spread) => void names.add(spread.name.value) });
  return names;
}

export interface WebOperation {
  name: string;
  /** The operation with the fragments it uses, as the web app sends it (less Apollo's `__typename`s). */
  document: DocumentNode;
}

/**
 * The documents the web app sends, built from its operation sources: each operation with the fragments it
 * uses, directly or through other fragments (as the codegen client preset bundles them).
 */
export function webOperations(sources: readonly string[]): WebOperation[] {
  const operations: OperationDefinitionNode[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const source of sources) {
    for (const definition of parse(source, { noLocation: true }).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
      else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  return operations.map((operation) => {
    const used = new Map<string, FragmentDefinitionNode>();
    const pending = [...spreadNames(operation)];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      const fragment = fragments.get(name);
      if (!fragment || used.has(name)) continue;
      used.set(name, fragment);
      pending.push(...spreadNames(fragment));
    }
    return {
      name: operation.name?.value ?? '(anonymous)',
      document: { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] },
    };
  });
}

export function trustedDocumentsFrom(operations: readonly WebOperation[]): TrustedDocuments {
  const hashes = new Set<string>();
  const names = new Map<string, string>();
  for (const operation of operations) {
    const hash = documentHash(operation.document);
    hashes.add(hash);
    names.set(hash, operation.name);
  }
  return { hashes, names };
}

/** Source files of the web app holding operations: TypeScript, not tests, not codegen's output. */
async function operationSourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full.endsWith(path.join('lib', 'gql')) ? [] : operationSourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Every operation of the web app, read from its source directory (apps/web/src). */
export async function loadWebOperations(webSourceDir: string): Promise<WebOperation[]> {
  const sources: string[] = [];
  for (const file of (await operationSourceFiles(webSourceDir)).sort()) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(GRAPHQL_CALL)) sources.push(match[1] ?? '');
  }
  return webOperations(sources);
}

/** The allowlist of the web app in webSourceDir; refuses an empty one. */
export async function loadTrustedDocuments(webSourceDir: string): Promise<TrustedDocuments> {
  const documents = trustedDocumentsFrom(await loadWebOperations(webSourceDir));
  if (documents.hashes.size === 0) {
    // Starting would refuse every request: say why at start instead.
    throw new Error(`Trusted documents are on (TRUSTED_DOCUMENTS) but no GraphQL operations were found in ${webSourceDir}.`);
  }
  return documents;
}

/** A validation rule refusing any document that is not one of the web app's own operations. */
export function trustedDocumentsRule(documents: TrustedDocuments): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    Document: {
      enter(node) {
        if (documents.hashes.has(documentHash(node))) return;
        context.reportError(
          new GraphQLError("This server runs only the web app's own GraphQL operations, and this document is not one of them.", {
            extensions: { code: 'UNTRUSTED_DOCUMENT' },
          }),
        );
      },
    },
  });
}
