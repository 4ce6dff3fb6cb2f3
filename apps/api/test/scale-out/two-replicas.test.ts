import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadLink, presign, putBytes, callJson } from '../files/file-service-client.ts';
import { samplePdf } from '../files/sample-files.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestIssuer, type TestIssuer } from '../support/test-issuer.ts';
import { createWorld, type World } from '../support/world.ts';
import { startApiReplica, type ApiReplica } from './api-replica.ts';

/**
 * Scale-out (issue 17): two API processes on one PostgreSQL, as behind a load balancer. Nothing a request
 * needs lives in one process: tokens are checked against the issuer's keys, subscriptions are fed by
 * LISTEN/NOTIFY, uploads are staged in the database and the shared storage, links are signed with the
 * shared secret.
 */
let issuer: TestIssuer;
let filesDir: string;
let replicaA: ApiReplica;
let replicaB: ApiReplica;
let pool: pg.Pool;
let world: World;
let staffToken: string;
const clients: Client[] = [];

beforeAll(async () => {
  issuer = await startTestIssuer();
  filesDir = await mkdtemp(path.join(tmpdir(), 'ps-replicas-'));
  const shared = {
    DATABASE_URL: testDatabaseUrl(),
    OIDC_ISSUER: issuer.issuer,
    OIDC_AUDIENCE: issuer.audience,
    OIDC_CLIENT_ID: 'petition-studio-replicas',
    APP_SECRET: randomBytes(32).toString('hex'),
    FILE_STORAGE_DIR: filesDir,
  };
  [replicaA, replicaB] = await Promise.all([startApiReplica(shared), startApiReplica(shared)]);
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  world = await createWorld(pool);
  staffToken = await issuer.issueToken({ sub: world.staff.sub, email: world.staff.email, name: world.staff.fullName });
}, 120_000);

afterAll(async () => {
  for (const client of clients) void client.dispose();
  await Promise.all([replicaA?.stop(), replicaB?.stop()]);
  await pool?.end();
  await issuer?.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function graphqlOn(replica: ApiReplica, query: string, variables: Record<string, unknown>) {
  const answer = await callJson<{ data?: Record<string, unknown>; errors?: unknown[] }>(`${replica.url}/graphql`, staffToken, {
    body: { query, variables },
  });
  expect(answer.body.errors, replica.output()).toBeUndefined();
  return answer.body.data!;
}

describe('two API replicas on one database', () => {
  it('accept a token either way and answer the same reads', async () => {
    const query = 'query($id: UUID!) { petitionById(id: $id) { id visaClass } }';
    const [onA, onB] = await Promise.all([
      graphqlOn(replicaA, query, { id: world.petitionId }),
      graphqlOn(replicaB, query, { id: world.petitionId }),
    ]);
    expect(onA).toEqual(onB);
    expect(onA).toMatchObject({ petitionById: { id: world.petitionId } });
  });

  it('deliver a change made through replica B to a subscription opened on replica A', async () => {
    const client = createClient({
      url: replicaA.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${staffToken}` },
      retryAttempts: 0,
    });
    clients.push(client);
    const received: unknown[] = [];
    client.subscribe(
      {
        query: 'subscription($id: UUID!) { petitionUpdated(petitionId: $id) { event petition { id trackingNumber } } }',
        variables: { id: world.petitionId },
      },
      { next: (value) => received.push(value.data), error: (error) => received.push({ error }), complete: () => {} },
    );
    // LISTEN starts after the subscribe message without an acknowledgement: change until the event arrives.
    const deadline = Date.now() + 15_000;
    for (let attempt = 0; received.length === 0; attempt += 1) {
      if (Date.now() > deadline) throw new Error(`no event on replica A:\n${replicaA.output()}`);
      await graphqlOn(
        replicaB,
        'mutation($id: UUID!, $tracking: String) { updatePetitionById(input: { id: $id, petitionPatch: { trackingNumber: $tracking } }) { petition { id } } }',
        { id: world.petitionId, tracking: `7712345678${attempt}` },
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(received[0]).toMatchObject({ petitionUpdated: { event: 'UPDATE', petition: { id: world.petitionId } } });
  });

  it('register on replica B an upload presigned and sent to replica A, and serve it from either', async () => {
    const bytes = await samplePdf();
    const presigned = await presign(replicaA.url, staffToken, 'replica-evidence.pdf', 'application/pdf', bytes.length);
    expect(presigned.status).toBe(200);
    expect(presigned.body.uploadUrl.startsWith(replicaA.url)).toBe(true);
    expect((await putBytes(presigned.body.uploadUrl, bytes, 'application/pdf')).ok).toBe(true);

    const registered = await callJson<{ id: string }>(`${replicaB.url}/db/upload/exhibit`, staffToken, {
      body: {
        s3Key: presigned.body.s3Key,
        fileId: presigned.body.fileId,
        name: 'replica-evidence.pdf',
        mimeType: 'application/pdf',
        exhibitId: world.exhibitId,
      },
    });
    expect(registered.status, replicaB.output()).toBe(201);

    for (const replica of [replicaA, replicaB]) {
      const link = await downloadLink(replica.url, staffToken, registered.body.id);
      expect(link.status).toBe(200);
      const file = await fetch(new URL(link.body.link, replica.url));
      expect(file.status).toBe(200);
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });
});
