import pg from 'pg';
import { postgraphile, type PostGraphileInstance } from 'postgraphile';
import { grafast } from 'postgraphile/grafast';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticator } from '../../src/auth/authenticate.ts';
import { makeDatabaseService, makePreset } from '../../src/graphql/preset.ts';
import { pgSettingsFor } from '../../src/graphql/request-context.ts';
import { SanitizeRichTextPlugin } from '../../src/graphql/sanitize-rich-text-plugin.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { createWorld, type World } from '../support/world.ts';

/**
 * The app's own GraphQL preset with the plugin added (as preset.ts will list it), executed as the
 * staff member against the real test database.
 */
let pool: pg.Pool;
let world: World;
let instance: PostGraphileInstance;

async function asStaff(source: string, variableValues: Record<string, unknown>) {
  const { schema, resolvedPreset } = await instance.getSchemaResult();
  return (await grafast({ schema, resolvedPreset, requestContext: {}, source, variableValues })) as {
    data?: Record<string, any>;
    errors?: unknown[];
  };
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
  world = await createWorld(pool);
  const base = makePreset({
    pgService: makeDatabaseService(pool),
    pool,
    authenticator: {} as Authenticator,
    isProduction: false,
  });
  instance = postgraphile({
    extends: [base],
    plugins: [SanitizeRichTextPlugin],
    grafast: { context: () => ({ pgSettings: pgSettingsFor(world.staff.id), currentUserId: world.staff.id }) },
  });
});

afterAll(async () => {
  await instance?.release();
  await pool?.end();
});

const ATTACK =
  '<p onclick="alert(1)">Kept <a href="javascript:alert(1)">link</a></p><script>alert(2)</script><img src=x onerror=alert(3)>';
const CLEAN = '<p>Kept <a target="_blank" rel="noopener noreferrer">link</a></p>';

describe('SanitizeRichTextPlugin', () => {
  it('sanitises an exhibit description written by updateExhibitById', async () => {
    const result = await asStaff(
      `mutation ($id: UUID!, $description: String) {
        updateExhibitById(input: { id: $id, exhibitPatch: { description: $description } }) { exhibit { description } }
      }`,
      { id: world.exhibitId, description: ATTACK },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateExhibitById.exhibit.description).toBe(CLEAN);
    const stored = await pool.query('select description from app_public.exhibits where id = $1', [world.exhibitId]);
    expect(stored.rows[0].description).toBe(CLEAN);
  });

  it('sanitises a module description and a new reusable exhibit description; null stays null', async () => {
    const moduleResult = await asStaff(
      `mutation ($id: UUID!, $description: String) {
        updateModuleById(input: { id: $id, modulePatch: { description: $description } }) { module { description } }
      }`,
      {
        id: world.moduleIds[0],
        description: '<h2 style="text-align: center; position: fixed">Title</h2><iframe src="https://evil.example"></iframe>',
      },
    );
    expect(moduleResult.errors).toBeUndefined();
    expect(moduleResult.data?.updateModuleById.module.description).toBe('<h2 style="text-align: center">Title</h2>');

    const created = await asStaff(
      `mutation ($description: String) {
        createReusableExhibit(input: { reusableExhibit: { name: "Rich", description: $description } }) { reusableExhibit { id description } }
      }`,
      { description: ATTACK },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createReusableExhibit.reusableExhibit.description).toBe(CLEAN);

    const cleared = await asStaff(
      `mutation ($id: UUID!) {
        updateExhibitById(input: { id: $id, exhibitPatch: { description: null } }) { exhibit { description } }
      }`,
      { id: world.exhibitId },
    );
    expect(cleared.data?.updateExhibitById.exhibit.description).toBeNull();
  });

  it('leaves other text columns alone', async () => {
    const result = await asStaff(
      `mutation ($id: UUID!, $name: String) {
        updateExhibitById(input: { id: $id, exhibitPatch: { name: $name } }) { exhibit { name } }
      }`,
      { id: world.exhibitId, name: 'Tom & Jerry <award>' },
    );
    expect(result.data?.updateExhibitById.exhibit.name).toBe('Tom & Jerry <award>');
  });
});
