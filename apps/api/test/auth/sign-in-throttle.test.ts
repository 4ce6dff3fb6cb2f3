import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@app/domain';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from '../../src/auth/dev-oidc/sign-in-throttle.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { BrowserLikeClient } from './browser-like-client.ts';
import { openSignInPage, reachesCallback, startDevProviderApp, type DevProviderApp } from './dev-provider-app.ts';

/**
 * Wrong passwords meet growing delays per account and per client address (429 with Retry-After), counted in
 * PostgreSQL so that every replica sees them. Each test plays clients of its own documentation addresses
 * (X-Forwarded-For behind a trusted proxy), so other test files signing in from 127.0.0.1 are never slowed.
 */
const viewer = DEMO_ACCOUNTS.find((account) => account.key === 'companyViewer');
if (!viewer) throw new Error('demo viewer account missing');

let replicaA: DevProviderApp;
let replicaB: DevProviderApp;
let db: pg.Client;

beforeAll(async () => {
  [replicaA, replicaB] = await Promise.all([startDevProviderApp({}, true), startDevProviderApp({}, true)]);
  db = new pg.Client({ connectionString: testDatabaseUrl() });
  await db.connect();
});
afterAll(async () => {
  await Promise.all([replicaA?.close(), replicaB?.close()]);
  await db?.end();
});

/** A client at `address` with a sign-in page open on `app`. */
async function signInAttempt(app: DevProviderApp, address: string) {
  const client = new BrowserLikeClient(app.config.publicUrl, { 'x-forwarded-for': address });
  const { interactionPath } = await openSignInPage(client, app.config);
  const submit = (email: string, password: string) => client.request(`${interactionPath}/login`, { form: { email, password } });
  return { client, submit };
}

async function expectRefused(response: Response, retryAfterSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  const page = await response.text();
  expect(page).toContain('Too many wrong passwords.');
  expect(page).toContain(`wait ${retryAfterSeconds} second`);
  expect(page).toMatch(/role="alert"/);
}

async function expectInvalid(response: Response) {
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Invalid email or password.');
}

describe('wrong passwords for one account', () => {
  it('are free five times, then wait 1 s, 2 s, …, even with the right password; a success starts the count again', async () => {
    // As an operator clears an account (the migration's comment): this file may run twice on one database.
    await db.query(
      `delete from app_private.sign_in_failures
        where scope = 'account' and subject = encode(sha256(convert_to(lower($1), 'UTF8')), 'hex')`,
      [viewer.email],
    );
    const { client, submit } = await signInAttempt(replicaA, '192.0.2.10');
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT.freeFailures; attempt += 1) {
      await expectInvalid(await submit(viewer.email, `wrong-${attempt}`));
    }
    await expectRefused(await submit(viewer.email, 'wrong-again'), 1);
    // While the wait runs the password is not checked: the right one is refused too.
    const early = await submit(viewer.email, DEMO_PASSWORD);
    expect(early.status).toBe(429);
    expect(await reachesCallback(client, early)).toBe(false);

    await sleep(1_100);
    // The e-mail's case and spaces do not make a new account.
    await expectRefused(await submit(`  ${viewer.email.toUpperCase()} `, 'wrong-again'), 2);
    await sleep(2_100);
    expect(await reachesCallback(client, await submit(viewer.email, DEMO_PASSWORD))).toBe(true);

    const again = await signInAttempt(replicaA, '192.0.2.10');
    await expectInvalid(await again.submit(viewer.email, 'wrong-after-success'));
  });

  it('are counted for unknown e-mails too, so a wait never tells which accounts exist', async () => {
    const { submit } = await signInAttempt(replicaA, '192.0.2.11');
    const nobody = `nobody-${Date.now()}@example.test`;
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT.freeFailures; attempt += 1) await expectInvalid(await submit(nobody, 'x'));
    await expectRefused(await submit(nobody, 'x'), 1);
  });

  it('are counted across replicas: another server sharing the database makes the next attempt wait', async () => {
    const target = `shared-${Date.now()}@example.test`;
    const onA = await signInAttempt(replicaA, '192.0.2.12');
    for (let attempt = 1; attempt <= ACCOUNT_LIMIT.freeFailures; attempt += 1) await expectInvalid(await onA.submit(target, 'x'));
    await expectRefused(await onA.submit(target, 'x'), 1);
    const onB = await signInAttempt(replicaB, '192.0.2.13');
    expect((await onB.submit(target, 'x')).status).toBe(429);
  });
});

describe('wrong passwords from one address', () => {
  it('wait after twenty, whatever accounts they try; other addresses go on', async () => {
    const { submit } = await signInAttempt(replicaA, '198.51.100.20');
    const run = Date.now();
    for (let attempt = 1; attempt <= ADDRESS_LIMIT.freeFailures; attempt += 1) {
      await expectInvalid(await submit(`guess-${run}-${attempt}@example.test`, 'x'));
    }
    await expectRefused(await submit(`guess-${run}-last@example.test`, 'x'), 1);
    const elsewhere = await signInAttempt(replicaA, '198.51.100.21');
    await expectInvalid(await elsewhere.submit(`guess-${run}-elsewhere@example.test`, 'x'));
  });

  it('are not forgiven by a success: one known password buys no fresh guesses', async () => {
    const address = '198.51.100.30';
    const run = Date.now();
    const { submit } = await signInAttempt(replicaA, address);
    for (let attempt = 1; attempt <= ADDRESS_LIMIT.freeFailures - 1; attempt += 1) {
      await expectInvalid(await submit(`probe-${run}-${attempt}@example.test`, 'x'));
    }
    const owner = await signInAttempt(replicaA, address);
    expect(await reachesCallback(owner.client, await owner.submit(viewer.email, DEMO_PASSWORD))).toBe(true);
    const next = await signInAttempt(replicaA, address);
    await expectInvalid(await next.submit(`probe-${run}-20@example.test`, 'x'));
    await expectRefused(await next.submit(`probe-${run}-21@example.test`, 'x'), 1);
  });
});
