import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalSmtpServer, type LocalSmtpServer } from '../email/local-smtp-server.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';

/** What the signing tests run against: the API with its own files directory, e-mailing through a local SMTP server. */
export interface SigningTestApp {
  server: TestServer;
  smtp: LocalSmtpServer;
  world: World;
  /** A staff member's access token (staff send letters for signature). */
  staff: string;
  /** The API's file storage directory (FILE_STORAGE_DIR): a stored file is at `<filesDir>/<storage_key>`. */
  filesDir: string;
  close(): Promise<void>;
}

/** Starts the SMTP server and the API (MAIL_FROM `mailFrom`), files under a temporary directory named `name`. */
export async function startSigningTestApp(name: string, mailFrom: string): Promise<SigningTestApp> {
  const smtp = await startLocalSmtpServer();
  const filesDir = await mkdtemp(path.join(tmpdir(), name));
  const server = await startTestServer(testDatabaseUrl(), {
    FILE_STORAGE_DIR: filesDir,
    SMTP_URL: smtp.url,
    MAIL_FROM: mailFrom,
  });
  const world = await createWorld(server.pool);
  const staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
  return {
    server,
    smtp,
    world,
    staff,
    filesDir,
    async close() {
      await server.close();
      await smtp.stop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
