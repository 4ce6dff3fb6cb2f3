import { DEFAULT_ACCOUNT_CONTACT } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { configProblems } from '../support/config-problems.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The welcome tutorial's account contact (ACCOUNT_CONTACT_*), checked at start and served in /api/client-config. */

describe('account contact settings', () => {
  it('default to the demo staff admin', () => {
    expect(loadConfig({}).web.accountContact).toEqual(DEFAULT_ACCOUNT_CONTACT);
  });

  it('take a name, an e-mail address and a photo on this server or as a data URL', () => {
    const env = { ACCOUNT_CONTACT_NAME: 'Dana Cruz', ACCOUNT_CONTACT_EMAIL: 'dana@firm.example' };
    expect(loadConfig({ ...env, ACCOUNT_CONTACT_PHOTO_URL: '/images/dana.jpg' }).web.accountContact).toEqual({
      name: 'Dana Cruz',
      email: 'dana@firm.example',
      photoUrl: '/images/dana.jpg',
    });
    expect(loadConfig({ ACCOUNT_CONTACT_PHOTO_URL: 'data:image/png;base64,AAAA' }).web.accountContact.photoUrl).toBe(
      'data:image/png;base64,AAAA',
    );
  });

  it('refuse a bad e-mail address and a photo the content security policy would block', () => {
    expect(configProblems({ ACCOUNT_CONTACT_EMAIL: 'not-an-address' })).toMatch(
      /ACCOUNT_CONTACT_EMAIL must be an e-mail address/,
    );
    for (const photo of ['https://cdn.example/dana.jpg', '//cdn.example/dana.jpg', 'dana.jpg']) {
      expect(configProblems({ ACCOUNT_CONTACT_PHOTO_URL: photo })).toMatch(
        /ACCOUNT_CONTACT_PHOTO_URL must be a path on this server/,
      );
    }
  });
});

describe('GET /api/client-config', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl(), {
      ACCOUNT_CONTACT_NAME: 'Dana Cruz',
      ACCOUNT_CONTACT_EMAIL: 'dana@firm.example',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the account contact to the browser', async () => {
    const response = await fetch(`${server.url}/api/client-config`);
    const body = (await response.json()) as { accountContact: unknown };
    expect(body.accountContact).toEqual({ name: 'Dana Cruz', email: 'dana@firm.example', photoUrl: null });
  });
});
