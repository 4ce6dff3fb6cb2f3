import { DEFAULT_PROVIDER_NAME } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.ts';
import { configProblems } from '../support/config-problems.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The provider's name people read where the spec says 'Plymouth' (PROVIDER_NAME, issue 26). */

describe('PROVIDER_NAME', () => {
  it('defaults to the demo provider and takes any name up to 80 characters', () => {
    expect(loadConfig({}).web.providerName).toBe(DEFAULT_PROVIDER_NAME);
    expect(loadConfig({ PROVIDER_NAME: '' }).web.providerName).toBe(DEFAULT_PROVIDER_NAME);
    expect(loadConfig({ PROVIDER_NAME: 'Acme Immigration' }).web.providerName).toBe('Acme Immigration');
    expect(configProblems({ PROVIDER_NAME: 'x'.repeat(81) })).toMatch(/PROVIDER_NAME must be at most 80 characters/);
  });
});

describe('GET /api/client-config', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl(), { PROVIDER_NAME: 'Acme Immigration' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("serves the provider's name to the browser", async () => {
    const body = (await (await fetch(`${server.url}/api/client-config`)).json()) as { providerName: unknown };
    expect(body.providerName).toBe('Acme Immigration');
  });
});
