import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, parseOnboardingModules } from '@app/domain';
import { seedDemoData } from '@app/db/seed';
import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A TN beneficiary's checklist asks for the evidence the officer decides on (migration 0122; docs/decisions.md, "A
 * TN case walked from nothing"): Émile Dubois, a Canadian software engineer of the demo seed, is asked for his offer
 * letter and for his transcripts, CV and proof of enrollment, each required; the provider's
 * support letter and occupation list are not asked of him. Own database: the demo seed needs an empty one.
 */
let database: { name: string; url: string };
let owner: pg.Client;
let server: TestServer;
let petitionId: string;

beforeAll(async () => {
  database = await createTestDatabase('ps_tn_checklist');
  owner = new pg.Client({ connectionString: database.url });
  await owner.connect();
  await seedDemoData(owner);
  const { rows } = await owner.query<{ id: string }>(
    `select p.id from app_public.petitions p join app_public.users u on u.id = p.beneficiary_id
      where u.full_name = 'Émile Dubois' and p.visa_class = 'tn' and p.latest_petition`,
  );
  petitionId = rows[0]!.id;
  server = await startTestServer(database.url);
});
afterAll(async () => {
  await server?.close();
  await owner?.end();
  if (database) await dropTestDatabase(database.name);
});

describe('the checklist of a TN beneficiary', () => {
  it('asks for the offer of employment and the transcripts, CV and proof of enrollment', async () => {
    const staff = DEMO_ACCOUNTS.find((account) => account.key === 'staffAdmin')!;
    const token = await server.issuer.issueToken({ sub: staff.sub, email: staff.email, name: staff.fullName });
    const result = await graphql<{ startBeneficiaryOnboarding: { onboarding: { modules: unknown } } }>(
      server.url,
      token,
      `
        mutation ($petitionId: UUID!) {
          startBeneficiaryOnboarding(input: { petitionId: $petitionId }) {
            onboarding {
              modules
            }
          }
        }
      `,
      { petitionId },
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const modules = parseOnboardingModules(result.data!.startBeneficiaryOnboarding.onboarding.modules);
    const evidence = modules
      .filter((module) => module.type.startsWith('TN_'))
      .map((module) => [module.title, module.exhibits.map((item) => [item.name, item.required, item.hidden])]);
    expect(evidence).toEqual([
      ['Offer of Employment', [['Offer letter: Saffron & Sage Learning', true, false]]],
      [
        'Education and Qualifications',
        [
          // The demo's TN petitions were made before the preset's degree certificate (db/src/seed/demo/modules.ts);
          // a TN petition made now asks for it first (archetype-templates.test.ts, tn-education-asked-and-filed).
          ['Transcript', true, false],
          ['CV', true, false],
          ['Proof of enrollment', true, false],
        ],
      ],
    ]);
    // Citizenship: the passport is asked, as of every beneficiary.
    expect(modules.flatMap((module) => module.exhibits).find((item) => item.type === 'PASSPORT')).toMatchObject({
      required: true,
      hidden: false,
    });
  });
});
