import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asUser } from '@app/db';
import { insertRow, makePetition } from '@app/db/seed';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heicToJpeg } from '../../src/files/heic-preview.ts';
import { TINY_HEIC } from '../files/sample-files.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';
import { addExhibit, addModule, attachFiles, pageTexts, pdfOfPages, photo } from './packet-fixture.ts';
import { startPacketTestServer, type PacketTestServer } from './packet-test-server.ts';

const COMPILE = `mutation PacketsTestCompile($petitionId: UUID!) {
  compilePetition(input: { petitionId: $petitionId }) { compiledPetition { id status } }
}`;

interface CompiledRow {
  id: string;
  status: string;
  failure_reason: string | null;
  file_id: string | null;
  page_count: number | null;
}

/**
 * Packet compilation end to end: the staff mutation queues the real job on the real queue, the API's
 * worker compiles from files on the local-disk driver, and the PDF is read back with pdf.js.
 */
describe('petition packet compilation', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let staffToken: string;
  let beneficiaryToken: string;

  let packetServer: PacketTestServer | undefined;

  beforeAll(async () => {
    packetServer = await startPacketTestServer('ps-packets-');
    ({ server, filesDir, world, staffToken, beneficiaryToken } = packetServer);
  });
  afterAll(async () => {
    await packetServer?.close();
  });

  async function newPetition(): Promise<string> {
    const petition = makePetition({
      beneficiary_id: world.beneficiary.id,
      company_id: world.companyId,
      uscis_receipt_number: 'IOE0912345678',
    });
    await insertRow(server.pool, 'petitions', petition);
    return petition.id;
  }

  async function compile(petitionId: string, token = staffToken) {
    return graphql<{ compilePetition: { compiledPetition: { id: string; status: string } } }>(server.url, token, COMPILE, {
      petitionId,
    });
  }

  async function finished(id: string): Promise<CompiledRow> {
    for (let i = 0; i < 300; i++) {
      const { rows } = await server.pool.query<CompiledRow>(
        'select id, status, failure_reason, file_id, page_count from app_public.compiled_petitions where id = $1',
        [id],
      );
      if (rows[0] && rows[0].status !== 'RUNNING') return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('compile still RUNNING after 30 s');
  }

  async function packetBytes(fileId: string): Promise<Buffer> {
    const { rows } = await server.pool.query<{ storage_key: string }>('select storage_key from app_public.files where id = $1', [
      fileId,
    ]);
    return readFile(path.join(filesDir, rows[0]!.storage_key));
  }

  /** A demo-like petition: two visible modules (one hiding title rows), a hidden module, sub-exhibits, every file kind. */
  async function demoLikePetition() {
    const petitionId = await newPetition();
    const pool = server.pool;
    const awards = await addModule(pool, petitionId, 0, { name: 'Awards' });
    const hiddenModule = await addModule(pool, petitionId, 1, { name: 'Hidden module', visible: false });
    const press = await addModule(pool, petitionId, 2, { name: 'Press', type: 'press', compiler_hide_title_row: true });
    const certificate = await addExhibit(pool, petitionId, awards, 0, { name: 'Award certificate' });
    await attachFiles(pool, filesDir, certificate, [
      { name: 'certificate.pdf', mimeType: 'application/pdf', bytes: await pdfOfPages(3, 'Certificate') },
      { name: 'ceremony.png', mimeType: 'image/png', bytes: await photo('png') },
    ]);
    const judging = await addExhibit(pool, petitionId, awards, 1, {
      name: 'Judge notes',
      compiler_override_name: 'Judging invitation',
    });
    await attachFiles(pool, filesDir, judging, [{ name: 'invite.jpg', mimeType: 'image/jpeg', bytes: await photo('jpeg') }]);
    const sub = await addExhibit(pool, petitionId, awards, 0, { name: 'Judging panel list', parent_exhibit_id: judging });
    await attachFiles(pool, filesDir, sub, [
      { name: 'panel.txt', mimeType: 'text/plain', bytes: Buffer.from('Panel of judges\nDr. Ada Lovelace\nDr. Alan Turing') },
    ]);
    const secret = await addExhibit(pool, petitionId, awards, 2, { name: 'Secret draft exhibit', visible: false });
    await attachFiles(pool, filesDir, secret, [
      { name: 'secret.pdf', mimeType: 'application/pdf', bytes: await pdfOfPages(2, 'Secret') },
    ]);
    await addExhibit(pool, petitionId, awards, 3, { name: 'Pending recommendation' });
    const hiddenModuleExhibit = await addExhibit(pool, petitionId, hiddenModule, 0, { name: 'Hidden module exhibit' });
    await attachFiles(pool, filesDir, hiddenModuleExhibit, [
      { name: 'hidden.pdf', mimeType: 'application/pdf', bytes: await pdfOfPages(1, 'Hidden module') },
    ]);
    const article = await addExhibit(pool, petitionId, press, 0, { name: 'Press article' });
    await attachFiles(pool, filesDir, article, [
      {
        name: 'article.md',
        mimeType: 'text/markdown',
        bytes: Buffer.from('# Robotics pioneer\n\nA **long** article about the work.'),
      },
      { name: 'photo.heic', mimeType: 'image/heic', bytes: TINY_HEIC, previewJpeg: await heicToJpeg(TINY_HEIC) },
    ]);
    return { petitionId, certificate };
  }

  it('compiles a packet whose index, tab pages and Bates numbers match its pages', async () => {
    const { petitionId } = await demoLikePetition();
    const started = await compile(petitionId);
    expect(started.errors).toBeUndefined();
    expect(started.data?.compilePetition.compiledPetition.status).toBe('RUNNING');
    const row = await finished(started.data!.compilePetition.compiledPetition.id);
    expect(row).toMatchObject({ status: 'COMPLETED', failure_reason: null });

    const pages = await pageTexts(await packetBytes(row.file_id!));
    // cover 1 + index 1 + A-1 (tab, 3 PDF pages, 1 image) + A-2 (tab, image) + A-2.a (tab, text)
    // + B-1 (no tab: its module hides title rows; Markdown page, HEIC page); A-3 has no documents and is left out
    expect(pages).toHaveLength(1 + 1 + 5 + 2 + 2 + 2);
    expect(row.page_count).toBe(pages.length);
    pages.forEach((text, index) => expect(text).toContain(`PS-${String(index + 1).padStart(6, '0')}`));

    expect(pages[0]).toContain(world.beneficiary.fullName);
    expect(pages[0]).toContain('IOE0912345678');
    const index = pages[1]!;
    // Each module's letter heads its exhibits with the module's name and the range of all of them, as an officer
    // looks for a criterion's evidence; the hidden module is not named.
    expect(index).toMatch(/Exhibit\s+Document\s+Pages\s+A\s+Awards\s+PS-000003–PS-000011\s+A-1\s/);
    expect(index).toMatch(/A-2\.a\s+Judging panel list\s+PS-000010–PS-000011\s+B\s+Press\s+PS-000012–PS-000013\s+B-1\s/);
    expect(index).not.toContain('Hidden module');
    expect(index).toMatch(/A-1\s+Award certificate\s+PS-000003–PS-000007/);
    // An exhibit's range runs through its sub-exhibits' pages.
    expect(index).toMatch(/A-2\s+Judging invitation\s+PS-000008–PS-000011/);
    expect(index).toMatch(/A-2\.a\s+Judging panel list\s+PS-000010–PS-000011/);
    expect(index).toMatch(/B-1\s+Press article\s+PS-000012–PS-000013/);
    expect(index).not.toContain('Judge notes');
    // Issue 28: an exhibit without documents is left out of the packet and its index.
    expect(index).not.toContain('Pending recommendation');
    expect(index).not.toMatch(/A-3|no documents/);

    expect(pages[2]).toContain('Exhibit A-1');
    expect(pages[3]).toContain('Certificate page 1');
    expect(pages[7]).toMatch(/Exhibit A-2\s+Judging invitation/);
    expect(pages[10]).toContain('Dr. Ada Lovelace');
    expect(pages[11]).toContain('Robotics pioneer');
    const all = pages.join('\n');
    expect(all).not.toContain('Exhibit B-1');
    for (const hidden of ['Secret', 'Hidden module']) expect(all).not.toContain(hidden);
  });

  it('calls a TN applied for at the border an application with an employer on its cover and in its title; inside the U.S. a petition', async () => {
    const coverOf = async (filingType: 'consular_processing' | 'change_of_status') => {
      const petition = makePetition({
        beneficiary_id: world.beneficiary.id,
        company_id: world.companyId,
        visa_class: 'tn',
        filing_type: filingType,
      });
      await insertRow(server.pool, 'petitions', petition);
      const moduleId = await addModule(server.pool, petition.id, 0, { name: 'Education' });
      const degree = await addExhibit(server.pool, petition.id, moduleId, 0, { name: 'Degree certificate' });
      await attachFiles(server.pool, filesDir, degree, [
        { name: 'degree.pdf', mimeType: 'application/pdf', bytes: await pdfOfPages(1, 'Degree') },
      ]);
      const started = await compile(petition.id);
      expect(started.errors).toBeUndefined();
      const row = await finished(started.data!.compilePetition.compiledPetition.id);
      expect(row).toMatchObject({ status: 'COMPLETED', failure_reason: null });
      const bytes = await packetBytes(row.file_id!);
      // The document title a PDF reader shows (metadata) says what the cover says.
      return { cover: (await pageTexts(bytes))[0]!, documentTitle: (await PDFDocument.load(bytes)).getTitle() };
    };
    const atTheBorder = await coverOf('consular_processing');
    expect(atTheBorder.cover).toContain('TN Application — Support Letter and Evidence');
    expect(atTheBorder.cover).toMatch(/Employer:\s+\S/);
    expect(atTheBorder.cover).not.toMatch(/Petition/);
    expect(atTheBorder.documentTitle).toBe(`${world.beneficiary.fullName} – TN application`);
    const inTheUs = await coverOf('change_of_status');
    expect(inTheUs.cover).toMatch(/TN Petition/);
    expect(inTheUs.cover).toMatch(/Petitioner:\s+\S/);
    expect(inTheUs.cover).not.toContain('Application');
    expect(inTheUs.documentTitle).toBe(`${world.beneficiary.fullName} – TN petition`);
  });

  it('fails naming the exhibit and file, and leaves the earlier packet as it was', async () => {
    const { petitionId, certificate } = await demoLikePetition();
    const first = await finished((await compile(petitionId)).data!.compilePetition.compiledPetition.id);
    expect(first.status).toBe('COMPLETED');
    const firstBytes = await packetBytes(first.file_id!);

    await attachFiles(server.pool, filesDir, certificate, [
      { name: 'scan.pdf', mimeType: 'application/pdf', bytes: Buffer.from('%PDF-1.7 this is not a PDF at all') },
    ]);
    const second = await finished((await compile(petitionId)).data!.compilePetition.compiledPetition.id);
    expect(second).toMatchObject({
      status: 'FAILED',
      file_id: null,
      failure_reason: "exhibit A-1: file 'scan.pdf' could not be converted",
    });

    const { rows } = await server.pool.query<CompiledRow>(
      'select id, status, failure_reason, file_id, page_count from app_public.compiled_petitions where id = $1',
      [first.id],
    );
    expect(rows[0]).toEqual(first);
    expect((await packetBytes(first.file_id!)).equals(firstBytes)).toBe(true);
  });

  it('gives two requests at once one compile', async () => {
    const { petitionId } = await demoLikePetition();
    const [a, b] = await Promise.all([compile(petitionId), compile(petitionId)]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data!.compilePetition.compiledPetition.id).toBe(b.data!.compilePetition.compiledPetition.id);
    const done = await finished(a.data!.compilePetition.compiledPetition.id);
    expect(done.status).toBe('COMPLETED');
    const { rows } = await server.pool.query('select 1 from app_public.compiled_petitions where petition_id = $1', [petitionId]);
    expect(rows).toHaveLength(1);
  });

  it('is staff-only to start, and customers read a packet only once staff share it', async () => {
    const { petitionId } = await demoLikePetition();
    const refused = await compile(petitionId, beneficiaryToken);
    expect(refused.errors?.[0]?.message).toMatch(/Only staff compile packets/);

    const done = await finished((await compile(petitionId)).data!.compilePetition.compiledPetition.id);
    const download = (token: string) =>
      fetch(`${server.url}/db/download?id=${done.file_id}`, { headers: { authorization: `Bearer ${token}` } });
    const staffLink = (await (await download(staffToken)).json()) as { link: string };
    const pdf = Buffer.from(await (await fetch(staffLink.link)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await download(beneficiaryToken)).status).toBe(404);
    await server.pool.query('update app_public.compiled_petitions set shared_with_customers = true where id = $1', [done.id]);
    expect((await download(beneficiaryToken)).status).toBe(200);
  });

  it('runs a compile queued while no worker was up once a server starts again', async () => {
    const { petitionId } = await demoLikePetition();
    await server.close();
    const pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 });
    const queued = await asUser(pool, world.staff.id, async (client) => {
      const { rows } = await client.query<{ id: string }>('select id from app_public.compile_petition($1)', [petitionId]);
      return rows[0]!.id;
    });
    await pool.end();
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
    packetServer!.server = server;
    expect((await finished(queued)).status).toBe('COMPLETED');
  });
});
