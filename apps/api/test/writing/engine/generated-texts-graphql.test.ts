import { insertRow, makeGeneratedText } from '@app/db/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../support/database.ts';
import { graphql } from '../../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { createWorld, type Person, type World } from '../../support/world.ts';

let server: TestServer;
let world: World;
let setupPool: pg.Pool;
let generationId: string;

const as = async <T>(person: Person, query: string, variables?: Record<string, unknown>) =>
  graphql<T>(
    server.url,
    await server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName }),
    query,
    variables,
  );

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl();
  setupPool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  world = await createWorld(setupPool);
  const row = makeGeneratedText({
    target_id: world.exhibitId,
    created_by: world.staff.id,
    evidence: [{ id: 'E1', kind: 'file', label: 'File: award.pdf', fileId: world.fileId, contentHash: 'abc', chars: 10 }],
  });
  generationId = row.id;
  await insertRow(setupPool, 'generated_texts', row);
  server = await startTestServer(databaseUrl);
});
afterAll(async () => {
  await server?.close();
  await setupPool?.end();
});

const BY_TARGET = `query ($target: UUID!) {
  allGeneratedTexts(condition: { targetId: $target }) {
    nodes { id kind targetType provider model isTemplate output paragraphs evidence unsupportedClaims missingInputs promptVersion createdBy }
  }
}`;

describe('generated texts through GraphQL', () => {
  it('staff read the provenance of a target, with claims and evidence', async () => {
    const result = await as<{ allGeneratedTexts: { nodes: Record<string, unknown>[] } }>(world.staff, BY_TARGET, {
      target: world.exhibitId,
    });
    expect(result.errors).toBeUndefined();
    // JSON columns arrive as JSON text (this schema's JSON scalar).
    const nodes = result.data!.allGeneratedTexts.nodes.map((node) => ({
      ...node,
      paragraphs: JSON.parse(node.paragraphs as string) as unknown,
      evidence: JSON.parse(node.evidence as string) as unknown,
    }));
    expect(nodes).toEqual([
      expect.objectContaining({
        id: generationId,
        kind: 'exhibit-description',
        targetType: 'exhibit',
        provider: 'template',
        model: null,
        isTemplate: true,
        paragraphs: [{ text: 'The award certificate shows the award.', evidenceIds: ['E1'] }],
        evidence: [expect.objectContaining({ id: 'E1', fileId: world.fileId, contentHash: 'abc' })],
        createdBy: world.staff.id,
      }),
    ]);
    const byId = await as<{ generatedTextById: { output: string } | null }>(
      world.staff,
      'query ($id: UUID!) { generatedTextById(id: $id) { output } }',
      { id: generationId },
    );
    expect(byId.data!.generatedTextById).toEqual({ output: 'The award certificate shows the award.' });
  });

  it('customers, even of the petition, see none', async () => {
    for (const person of [world.beneficiary, world.companyAdmin]) {
      const list = await as<{ allGeneratedTexts: { nodes: unknown[] } }>(person, BY_TARGET, { target: world.exhibitId });
      expect(list.data!.allGeneratedTexts.nodes).toEqual([]);
      const byId = await as<{ generatedTextById: unknown }>(person, 'query ($id: UUID!) { generatedTextById(id: $id) { id } }', {
        id: generationId,
      });
      expect(byId.data!.generatedTextById).toBeNull();
    }
  });

  it('offers no mutation of generated texts: only the server records them', async () => {
    const result = await as<{ __schema: { mutationType: { fields: { name: string }[] } } }>(
      world.staff,
      '{ __schema { mutationType { fields { name } } } }',
    );
    const names = result.data!.__schema.mutationType.fields.map((field) => field.name);
    expect(names.filter((name) => /GeneratedText/.test(name))).toEqual([]);
  });
});
