import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { startLocalSmtpServer, type LocalSmtpServer } from './local-smtp-server.ts';

export interface EmailTestWorld {
  smtp: LocalSmtpServer;
  server: TestServer;
  world: World;
}

/**
 * A database of its own (workers of other test files, configured without SMTP, must not take its e-mail jobs), a
 * real local SMTP server and the API configured to send through it, with the test world's people; torn down after
 * the file. Read the fields inside tests and hooks: they are set in beforeAll.
 */
export function useEmailTestWorld(databasePrefix: string): EmailTestWorld {
  const fixture = {} as EmailTestWorld;
  let database: { name: string; url: string } | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(databasePrefix);
    fixture.smtp = await startLocalSmtpServer();
    fixture.server = await startTestServer(database.url, {
      SMTP_URL: fixture.smtp.url,
      MAIL_FROM: 'Harbor Visas <no-reply@harbor.example>',
      PROVIDER_NAME: 'Harbor Visas',
    });
    fixture.world = await createWorld(fixture.server.pool);
  });
  afterAll(async () => {
    await fixture.server?.close();
    await fixture.smtp?.stop();
    if (database) await dropTestDatabase(database.name);
  });
  return fixture;
}
