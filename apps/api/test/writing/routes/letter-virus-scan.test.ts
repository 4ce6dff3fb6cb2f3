import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../support/database.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { createWorld, type World } from '../../support/world.ts';
import { startFakeClamd, type FakeClamd } from '../../files/fake-clamd.ts';
import { EICAR } from '../../files/hostile/hostile-other.ts';
import { errorOf, expertFields, postForm } from './writing-client.ts';

describe('letter supporting files are virus-scanned like other uploads, when clamd is configured', () => {
  let clamd: FakeClamd;
  let server: TestServer;
  let world: World;
  let staff: string;

  beforeAll(async () => {
    clamd = await startFakeClamd();
    server = await startTestServer(testDatabaseUrl(), {
      CLAMAV_HOST: '127.0.0.1',
      CLAMAV_PORT: String(clamd.port),
      CLAMAV_TIMEOUT_MS: '2000', // room for a busy CI host: 400 ms timed out a clean scan once (files/virus-scan.test.ts)
    });
    world = await createWorld(server.pool);
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
  });
  afterAll(async () => {
    await server?.close();
    await clamd?.close();
  });

  it('scans a clean document and writes the letter; refuses an infected one (422) naming it', async () => {
    const url = `${server.url}/expert-letter/critical-role`;
    const clean = await postForm(url, staff, expertFields(world), [
      { field: 'docs', name: 'paper.txt', type: 'text/plain', bytes: 'A clean paper.' },
    ]);
    expect(clean.status, clean.text).toBe(200);
    expect(clamd.scanned.some((bytes) => bytes.toString() === 'A clean paper.')).toBe(true);

    const infected = await postForm(url, staff, expertFields(world), [
      { field: 'docs', name: 'eicar.txt', type: 'text/plain', bytes: EICAR },
    ]);
    expect([infected.status, errorOf(infected)]).toEqual([422, '"eicar.txt" was refused: virus detected (Eicar-Test-Signature)']);
  });
});
