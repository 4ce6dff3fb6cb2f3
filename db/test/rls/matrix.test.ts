import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/testing/index.ts';
import { createWorld, removeWorldWideRows, type World } from './fixtures.ts';
import { matrixTests, type Matrices } from './matrix.ts';
import { caseWorkMatrices } from './tables/case-work.ts';
import { contributionMatrices } from './tables/contributions.ts';
import { documentMatrices } from './tables/documents.ts';
import { employerOnboardingMatrices } from './tables/employer-onboarding.ts';
import { fileMatrices } from './tables/files.ts';
import { caseListMatrices } from './tables/case-list.ts';
import { historyMatrices } from './tables/history.ts';
import { notificationEmailMatrices } from './tables/notification-email.ts';
import { passportConfirmationMatrices } from './tables/passport-confirmations.ts';
import { peopleMatrices } from './tables/people.ts';
import { portalInvitationMatrices } from './tables/portal-invitations.ts';
import { petitionMatrices } from './tables/petitions.ts';
import { signatureMatrices } from './tables/signatures.ts';
import { staffToolMatrices } from './tables/staff-tools.ts';
import { supportMatrices } from './tables/support.ts';
import { uscisFormMatrices } from './tables/uscis-forms.ts';
import { formSignatureMatrices } from './tables/form-signatures.ts';
import { descriptionReviewMatrices } from './tables/description-reviews.ts';
import { uscisCaseStatusMatrices } from './tables/uscis-case-status.ts';
import { rfeResponseMatrices } from './tables/rfe-responses.ts';
import { testDatabaseUrl } from '../../src/testing/worker-database.ts';

/**
 * Row-level security matrix: every persona × every app_public table × select / insert / update / delete,
 * each run the way the API runs a request (asUserRolledBack: the visitor role + jwt.claims.user_id, rolled back).
 *
 * tables/*.ts hold one matrix per table: persona -> visible fixture rows (select) or outcome (writes; see Outcome).
 * Entries wrapped in bug(...) are places where the policies disagree with the intended rules: the test asserts
 * today's behaviour and its name carries the BUG id; once the migration is fixed, replace bug(...) by the rule.
 */
const matrices: Matrices = {
  ...peopleMatrices,
  ...petitionMatrices,
  ...caseWorkMatrices,
  ...fileMatrices,
  ...contributionMatrices,
  ...documentMatrices,
  ...employerOnboardingMatrices,
  ...staffToolMatrices,
  ...supportMatrices,
  ...historyMatrices,
  ...uscisFormMatrices,
  ...formSignatureMatrices,
  ...descriptionReviewMatrices,
  ...signatureMatrices,
  ...notificationEmailMatrices,
  ...caseListMatrices,
  ...uscisCaseStatusMatrices,
  ...rfeResponseMatrices,
  ...passportConfirmationMatrices,
  ...portalInvitationMatrices,
};

let pool: pg.Pool;
let world: World;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
  world = await createWorld(pool);
});
afterAll(async () => {
  if (world) await removeWorldWideRows(pool, world);
  await pool?.end();
});

describe('coverage', () => {
  it('has a matrix entry and fixture rows for every table of app_public', async () => {
    const { rows } = await pool.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'app_public'`);
    const tables = rows.map((r) => r.tablename).sort();
    expect(Object.keys(matrices).sort()).toEqual(tables);
    const withoutRows = tables.filter((t) => Object.keys(world.rows[t] ?? {}).length === 0);
    expect(withoutRows).toEqual([]);
  });
});

matrixTests(matrices, () => ({ pool, world }));
