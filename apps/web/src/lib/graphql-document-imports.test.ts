import { describe, expect, it } from 'vitest';
import { documentExportName, documentModule, importDocuments } from '../../scripts/graphql-document-imports.ts';

describe('graphql document imports (vite plugin)', () => {
  it('names the typed document the client preset generates', () => {
    expect(documentExportName('query BuilderBeneficiary($id: UUID!) { userById(id: $id) { id } }')).toBe(
      'BuilderBeneficiaryDocument',
    );
    expect(documentExportName('\n  mutation SaveThing { x }')).toBe('SaveThingDocument');
    expect(documentExportName('fragment PersonName on User { fullName }')).toBe('PersonNameFragmentDoc');
    expect(documentExportName('{ anonymous }')).toBeNull();
  });

  it('replaces every graphql() call by an import of its own document module and leaves other code alone', () => {
    const code = [
      "import { graphql } from '../../lib/gql/index.ts';",
      'export const A = graphql(`',
      '  query FirstThing { a }',
      '`);',
      'export const B = graphql(/* GraphQL */ `mutation SecondThing { b }`);',
      'const notGraphql = format(`query Nope { c }`);',
    ].join('\n');
    const lines = importDocuments(code)!.split('\n');
    expect(lines[0]).toBe(
      'import { FirstThingDocument as __graphqlDocument_FirstThingDocument } from "virtual:graphql-document/FirstThingDocument";',
    );
    expect(lines[1]).toBe(
      'import { SecondThingDocument as __graphqlDocument_SecondThingDocument } from "virtual:graphql-document/SecondThingDocument";',
    );
    const result = lines.join('\n');
    expect(result).toContain('export const A = __graphqlDocument_FirstThingDocument;');
    expect(result).toContain('export const B = __graphqlDocument_SecondThingDocument;');
    expect(result).toContain('format(`query Nope { c }`)');
    expect(importDocuments('const x = 1;')).toBeNull();
  });

  it('makes a module of one document out of codegen output: its JSON parsed at run time, without the TypeScript cast', () => {
    const documents = [
      'export type FirstThingQuery = { a: string };',
      'export const FirstThingDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<FirstThingQuery, X>;',
      'export const SecondThingDocument = {"kind":"Document","definitions":[{"value":"it\'s"}]} as unknown as DocumentNode<Y, Z>;',
      'export const NotJsonDocument = {kind: "Document"} as unknown as DocumentNode<Y, Z>;',
    ].join('\n');
    const secondModule = documentModule(documents, 'SecondThingDocument');
    expect(secondModule).toBe(
      'export const SecondThingDocument = JSON.parse("{\\"kind\\":\\"Document\\",\\"definitions\\":[{\\"value\\":\\"it\'s\\"}]}");\n',
    );
    // The module's value is the document codegen wrote.
    const exported = new Function(`${secondModule!.replace('export const', 'const')} return SecondThingDocument;`)();
    expect(exported).toEqual({ kind: 'Document', definitions: [{ value: "it's" }] });
    expect(documentModule(documents, 'NotJsonDocument')).toBe('export const NotJsonDocument = {kind: "Document"};\n');
    expect(documentModule(documents, 'MissingDocument')).toBeNull();
  });
});
