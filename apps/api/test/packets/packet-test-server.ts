import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertRow, makePetition } from '@app/db/seed';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { addExhibit, addModule, attachFiles, pdfOfPages } from './packet-fixture.ts';

/** A real API server storing files in a folder of its own, its demo world, and tokens for staff and the beneficiary. */
export interface PacketTestServer {
  server: TestServer;
  filesDir: string;
  world: World;
  staffToken: string;
  beneficiaryToken: string;
  close: () => Promise<void>;
}

export async function startPacketTestServer(folderPrefix: string): Promise<PacketTestServer> {
  const filesDir = await mkdtemp(path.join(tmpdir(), folderPrefix));
  const server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
  const world = await createWorld(server.pool);
  const token = (person: World['staff']) =>
    server.issuer.issueToken({ sub: person.sub, email: person.email, name: person.fullName });
  const started: PacketTestServer = {
    server,
    filesDir,
    world,
    staffToken: await token(world.staff),
    beneficiaryToken: await token(world.beneficiary),
    // Closes the server the test holds now (a test may restart it and put the new one here).
    close: async () => {
      await started.server.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
  return started;
}

/** A petition of the world's beneficiary with an 'Awards' module holding one exhibit, a PDF of `pages` pages. */
export async function petitionWithOneAward({ server, filesDir, world }: PacketTestServer, pages: number): Promise<string> {
  const petition = makePetition({ beneficiary_id: world.beneficiary.id, company_id: world.companyId });
  await insertRow(server.pool, 'petitions', petition);
  const moduleId = await addModule(server.pool, petition.id, 0, { name: 'Awards' });
  const exhibit = await addExhibit(server.pool, petition.id, moduleId, 0, { name: 'Award certificate' });
  await attachFiles(server.pool, filesDir, exhibit, [
    { name: 'certificate.pdf', mimeType: 'application/pdf', bytes: await pdfOfPages(pages, 'Certificate') },
  ]);
  return petition.id;
}
