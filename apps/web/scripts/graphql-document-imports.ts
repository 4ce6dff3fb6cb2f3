import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The same `graphql(`…`)` call codegen.ts collects operations from. */
const GRAPHQL_CALL = /\bgraphql\(\s*(?:\/\* GraphQL \*\/\s*)?`([^`]*)`\s*\)/g;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;

/** What the rewritten calls import from: one module per document (see graphqlDocumentImports). */
export const DOCUMENT_MODULE_PREFIX = 'virtual:graphql-document/';
const RESOLVED_PREFIX = '\0graphql-document:';

/** The export of src/lib/gql/graphql.ts that holds a definition's typed document (the client preset's naming). */
export function documentExportName(source: string): string | null {
  const definition = DEFINITION.exec(source);
  if (!definition) return null;
  const [, kind, name] = definition;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/**
 * Rewrites each `graphql(`…`)` call into an import of that one document from its own module. The client
 * preset's `graphql()` looks documents up in a map of every operation of the app, and even direct imports
 * from graphql.ts keep every used document in one module, which the bundler cannot split: the shared chunk
 * holding it (loaded first, since the shell needs its own queries) carried every page's queries. One module
 * per document lets each stay with the page that uses it. The document is the same object `graphql()` returns.
 */
export function importDocuments(code: string): string | null {
  const imports = new Set<string>();
  const rewritten = code.replace(GRAPHQL_CALL, (call, source: string) => {
    const exportName = documentExportName(source);
    if (!exportName) return call;
    imports.add(exportName);
    return `__graphqlDocument_${exportName}`;
  });
  if (imports.size === 0) return null;
  const lines = [...imports].map(
    (name) => `import { ${name} as __graphqlDocument_${name} } from ${JSON.stringify(DOCUMENT_MODULE_PREFIX + name)};`,
  );
  return `${lines.join('\n')}\n${rewritten}`;
}

/**
 * The module of one document: its object as codegen wrote it in graphql.ts (one
 * `export const <name> = {…} as unknown as DocumentNode<…>;` line; fragments are inlined, so it refers to
 * nothing else), without the TypeScript cast, handed to `JSON.parse` as a string. Codegen writes the literal as
 * JSON; a browser parses JSON text about twice as fast as the same object literal in script (measured in
 * Chromium: 38 against 61 ms for all the app's documents), and the admin chunk is a quarter documents (issue 35).
 * Text that is not JSON is left as the literal it was.
 */
export function documentModule(documents: string, exportName: string): string | null {
  const start = `export const ${exportName} = `;
  const line = documents.split('\n').find((candidate) => candidate.startsWith(start));
  const end = line?.lastIndexOf(' as unknown as ');
  if (!line || end === undefined || end < 0) return null;
  const literal = line.slice(start.length, end);
  return `export const ${exportName} = ${isJson(literal) ? `JSON.parse(${JSON.stringify(literal)})` : literal};\n`;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Vite plugin: typed documents imported one by one (see importDocuments). */
export function graphqlDocumentImports(options: { srcDir: string }): Plugin {
  const gqlDir = path.join(options.srcDir, 'lib/gql');
  const documentsFile = path.join(gqlDir, 'graphql.ts');
  return {
    name: 'petition-studio:graphql-document-imports',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE_PREFIX) ? RESOLVED_PREFIX + id.slice(DOCUMENT_MODULE_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const exportName = id.slice(RESOLVED_PREFIX.length);
      this.addWatchFile(documentsFile);
      const code = documentModule(readFileSync(documentsFile, 'utf8'), exportName);
      if (code === null) this.error(`${exportName} is not in ${documentsFile}: run npm run codegen -w apps/web`);
      return code;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || !file.startsWith(options.srcDir) || file.startsWith(gqlDir)) return null;
      if (!code.includes('graphql(')) return null;
      const result = importDocuments(code);
      return result === null ? null : { code: result, map: null };
    },
  };
}
