import { COMMON_USCIS_CASE_STATUSES, isDecidedUscisStatus } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * The polling job leaves decided cases out in SQL (migration 0130): app_private.is_decided_uscis_status must read a
 * status exactly as @app/domain's isDecidedUscisStatus, which the case timeline uses, over every status USCIS is known
 * to say — the suggestions staff pick from and the other wordings its Case Status API and website use.
 */
const KNOWN_USCIS_STATUSES = [
  ...COMMON_USCIS_CASE_STATUSES,
  'Case Was Approved And My Decision Was Emailed',
  'Case Was Approved And Notice Was Emailed',
  'Card Was Mailed To Me',
  'New Card Is Being Produced',
  'Case Approval Was Revoked',
  'Case Was Denied And My Decision Notice Was Mailed',
  'Case Was Rejected Because It Was Improperly Filed',
  'Case Was Rejected Because I Did Not Sign My Form',
  'Case Was Terminated',
  'Withdrawal Acknowledgement Notice Was Sent',
  'Withdrawal Acknowledgment Notice Was Sent',
  'Petition/Application Was Rejected For Insufficient Funds',
  'Case Was Reopened For Reconsideration',
  'Appeal Was Dismissed',
  'Request for Initial Evidence Was Sent',
  'Request For Additional Evidence Was Mailed',
  'Request For A Duplicate Card Was Approved',
  'Request for Additional Information Received',
  'Request For Premium Processing Services Was Received',
  'Fingerprint Fee Was Received',
  'Interview Was Scheduled',
  'Case Is Ready To Be Scheduled For An Interview',
  'Case Was Updated To Show Fingerprints Were Taken',
  'Document And Letter Was Received And Under Review',
  'Case Was Transferred And A New Office Has Jurisdiction',
  'Case Was Disapproved',
  'CASE WAS APPROVED',
  'case was denied.',
  '  Case   Was Rejected  ',
  '',
];

let pool: pg.Pool;
beforeAll(() => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 });
});
afterAll(async () => {
  await pool?.end();
});

it('reads every known USCIS status, and none, as @app/domain does', async () => {
  const statuses: (string | null)[] = [...KNOWN_USCIS_STATUSES, null];
  const { rows } = await pool.query<{ status: string | null; decided: boolean }>(
    'select status, app_private.is_decided_uscis_status(status) as decided from unnest($1::text[]) status',
    [statuses],
  );
  expect(rows.map((row) => [row.status, row.decided])).toEqual(statuses.map((status) => [status, isDecidedUscisStatus(status)]));
  // Both kinds are among them, so agreeing means something.
  expect(statuses.filter(isDecidedUscisStatus).length).toBeGreaterThan(5);
  expect(statuses.filter((status) => !isDecidedUscisStatus(status)).length).toBeGreaterThan(5);
});
