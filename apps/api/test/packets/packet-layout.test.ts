import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertRow, makePetition, makeUser } from '@app/db/seed';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/files/storage/local-disk.ts';
import { createLocalUrlSigner } from '../../src/files/storage/local-url-signer.ts';
import type { FileStorage } from '../../src/files/storage/file-storage.ts';
import { assemblePacket } from '../../src/packets/assemble-packet.ts';
import { loadPacketPlan } from '../../src/packets/load-packet-plan.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { addExhibit, addModule, attachFiles, pageTexts } from './packet-fixture.ts';
import { intersects, textBoxes, type TextBox } from './text-boxes.ts';

const STAMP = /^SHARMA\d{6}$/;

/**
 * A page whose text runs from the very top to the very bottom edge and across its whole width, as a scanned
 * letter or a dense form does: lines every 12 points down to a baseline 2 points above the bottom edge, the
 * lowest lines right-aligned into the corner where the Bates number goes.
 */
async function edgeToEdgePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Portrait, landscape, and a portrait page with /Rotate 90 (seen as landscape: its visible bottom is its right edge).
  for (const [width, height, turned] of [
    [612, 792, false],
    [792, 612, false],
    [612, 792, true],
  ] as const) {
    const page = doc.addPage([width, height]);
    const [seenWidth, seenHeight] = turned ? [height, width] : [width, height];
    // Draws text upright as the page is seen, at (x, y) from its visible bottom left.
    const write = (text: string, x: number, y: number) =>
      turned
        ? page.drawText(text, { x: width - y, y: x, size: 10, font, rotate: degrees(90) })
        : page.drawText(text, { x, y, size: 10, font });
    for (let y = seenHeight - 10, line = 1; y >= 2; y -= 12, line += 1) {
      const text = `Line ${line} of the evidence runs edge to edge`;
      write(text, 2, y);
      write(text, seenWidth - 2 - font.widthOfTextAtSize(text, 10), y);
    }
    write('BOTTOM EDGE', seenWidth / 2 - 30, 2);
    if (turned) page.setRotation(degrees(90));
  }
  return Buffer.from(await doc.save());
}

/** Issue 28: Bates numbers in a footer band nothing else prints in, numbered tabs and index, one exhibit label. */
describe('packet layout', () => {
  let pool: pg.Pool;
  let filesDir: string;
  let storage: FileStorage;
  let beneficiaryId: string;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-packet-layout-'));
    storage = createLocalDiskStorage({ rootDir: filesDir, signer: createLocalUrlSigner('packet-layout-secret') });
    const tag = randomUUID();
    const beneficiary = makeUser({ full_name: 'Asha Sharma', email: `sharma.${tag}@example.test`, auth0_sub: `test|${tag}` });
    await insertRow(pool, 'users', beneficiary);
    beneficiaryId = beneficiary.id;
    await pool.query(`insert into app_public.visa_types (id, name) values ('o_1a', 'O-1A') on conflict do nothing`);
    await pool.query(`insert into app_public.module_types (id, name) values ('awards', 'Awards') on conflict do nothing`);
  });
  afterAll(async () => {
    await pool?.end();
    await rm(filesDir, { recursive: true, force: true });
  });

  async function newPetition(extra: Record<string, unknown> = {}): Promise<string> {
    const petition = makePetition({ beneficiary_id: beneficiaryId, bates_prefix: 'SHARMA', ...extra } as Parameters<
      typeof makePetition
    >[0]);
    await insertRow(pool, 'petitions', petition);
    return petition.id;
  }

  async function compile(petitionId: string) {
    return assemblePacket(storage, (await loadPacketPlan(pool, petitionId, new Date()))!);
  }

  /** A petition of one module: an exhibit with the edge-to-edge PDF, then whatever `more` adds. */
  async function petitionWithEdgeToEdgeEvidence(extra: Record<string, unknown> = {}) {
    const petitionId = await newPetition(extra);
    const moduleId = await addModule(pool, petitionId, 0, { name: 'Original contributions' });
    const evidence = await addExhibit(pool, petitionId, moduleId, 0, { name: 'Dense letter' });
    await attachFiles(pool, filesDir, evidence, [
      { name: 'dense.pdf', mimeType: 'application/pdf', bytes: await edgeToEdgePdf() },
    ]);
    return { petitionId, moduleId };
  }

  it('prints every Bates number, tabs and index included, in a band no other text reaches', async () => {
    const { petitionId } = await petitionWithEdgeToEdgeEvidence();
    const packet = await compile(petitionId);
    // cover, index, tab A-1, the three edge-to-edge pages
    expect(packet.pageCount).toBe(6);
    const pages = await textBoxes(packet.pdf);
    expect(pages.map((page) => [page.width, page.height])).toEqual([
      [612, 792],
      [612, 792],
      [612, 792],
      [612, 792],
      [792, 612],
      [792, 612],
    ]);
    pages.forEach((page, index) => {
      const stamps = page.boxes.filter((box) => STAMP.test(box.str));
      expect(
        stamps.map((box) => box.str),
        `page ${index + 1}`,
      ).toEqual([`SHARMA${String(index + 1).padStart(6, '0')}`]);
      const stamp = stamps[0]!;
      // Bottom right of the page, inside it.
      expect(stamp.bottom).toBeLessThanOrEqual(page.height);
      expect(stamp.top).toBeGreaterThan(page.height - 36);
      expect(stamp.left).toBeGreaterThan(page.width * 0.6);
      const overlapping = page.boxes.filter((box) => box !== stamp && intersects(box, stamp));
      expect(overlapping, `text under the stamp on page ${index + 1}`).toEqual([]);
      // Nothing else in the band at all.
      const inBand = page.boxes.filter((box: TextBox) => box !== stamp && box.bottom > page.height - 36 + 4);
      expect(
        inBand.map((box) => box.str),
        `page ${index + 1}`,
      ).toEqual([]);
    });
    // The source pages' text is all still there (shrunk, not cut): first and last lines, both edges.
    for (const page of pages.slice(3)) {
      const texts = page.boxes.map((box) => box.str);
      expect(texts).toContain('BOTTOM EDGE');
      expect(texts.filter((text) => text === 'Line 1 of the evidence runs edge to edge')).toHaveLength(2);
      for (const box of page.boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(page.width + 0.5);
        expect(box.top).toBeGreaterThanOrEqual(-1);
      }
    }
  });

  it('prints the number at the bottom left or centre when the petition says so', async () => {
    for (const [position, where] of [
      ['BOTTOM_LEFT', (stamp: TextBox, width: number) => stamp.right < width * 0.3],
      ['BOTTOM_CENTER', (stamp: TextBox, width: number) => Math.abs((stamp.left + stamp.right) / 2 - width / 2) < 3],
    ] as const) {
      const { petitionId } = await petitionWithEdgeToEdgeEvidence({ bates_position: position });
      const pages = await textBoxes((await compile(petitionId)).pdf);
      pages.forEach((page, index) => {
        const stamp = page.boxes.find((box) => STAMP.test(box.str))!;
        expect(where(stamp, page.width), `${position}, page ${index + 1}`).toBe(true);
        expect(page.boxes.filter((box) => box !== stamp && intersects(box, stamp))).toEqual([]);
      });
    }
  });

  it('heads each module in the index and runs a long index on over pages whose numbers the ranges count', async () => {
    const petitionId = await newPetition();
    // 32 one-page exhibits in 3 modules: one index page holds their 32 rows, but not with the 3 module headings.
    const modules = [
      ['Judging', 11],
      ['Original contributions', 11],
      ['Press', 10],
    ] as const;
    for (const [order, [name, count]] of modules.entries()) {
      const moduleId = await addModule(pool, petitionId, order, { name });
      for (let i = 0; i < count; i += 1) {
        const exhibit = await addExhibit(pool, petitionId, moduleId, i, { name: `${name} evidence ${i + 1}` });
        await attachFiles(pool, filesDir, exhibit, [
          { name: `e${i}.txt`, mimeType: 'text/plain', bytes: Buffer.from(`${name} page ${i + 1}`) },
        ]);
      }
    }
    const packet = await compile(petitionId);
    const texts = await pageTexts(packet.pdf);
    // cover, 2 index pages, 32 × (tab + text page)
    expect(texts).toHaveLength(1 + 2 + 64);
    expect(texts[1]).toMatch(/^Exhibit Index\s+Exhibit\s+Document\s+Pages\s+A\s+Judging\s+SHARMA000004–SHARMA000025\s+A-1\s/);
    expect(texts[2]).toMatch(/^Exhibit Index \(continued\)/);
    const index = `${texts[1]}\n${texts[2]}`;
    expect(index).toMatch(/B\s+Original contributions\s+SHARMA000026–SHARMA000047\s+B-1\s/);
    expect(index).toMatch(/C\s+Press\s+SHARMA000048–SHARMA000067\s+C-1\s+Press evidence 1\s+SHARMA000048–SHARMA000049/);
    expect(index).toMatch(/C-10\s+Press evidence 10\s+SHARMA000066–SHARMA000067/);
    expect(texts[65]).toMatch(/Exhibit C-10\s+Press evidence 10/);
    // The file says who made it (a viewer's document properties), not the PDF library's home page.
    const saved = await PDFDocument.load(packet.pdf, { updateMetadata: false });
    expect([saved.getCreator(), saved.getProducer()]).toEqual(['Petition Studio', 'Petition Studio']);
    texts.forEach((text, i) => expect(text).toContain(`SHARMA${String(i + 1).padStart(6, '0')}`));
  });

  it('leaves empty exhibits out, numbers without gaps, and marks exhibits kept "to follow"', async () => {
    const { petitionId, moduleId } = await petitionWithEdgeToEdgeEvidence();
    await addExhibit(pool, petitionId, moduleId, 1, { name: 'Empty recommendation' });
    await addExhibit(pool, petitionId, moduleId, 2, { name: 'Pending award letter', packet_to_follow: true });
    const code = await addExhibit(pool, petitionId, moduleId, 3, {
      name: 'Code contribution',
      // An override name the workspace never shows, carrying a number of its own from an old packet.
      compiler_override_name: 'Exhibit 3-3: Code contribution',
    });
    await attachFiles(pool, filesDir, code, [
      { name: 'commits.txt', mimeType: 'text/plain', bytes: Buffer.from('Merged pull requests') },
    ]);
    const emptyModule = await addModule(pool, petitionId, 1, { name: 'Nothing yet' });
    await addExhibit(pool, petitionId, emptyModule, 0, { name: 'Empty press article' });

    const packet = await compile(petitionId);
    // cover, index, A-1 (tab + 3), A-2 to follow (tab), A-3 (tab + text page)
    expect(packet.pageCount).toBe(9);
    const texts = await pageTexts(packet.pdf);
    const index = texts[1]!;
    expect(index).toMatch(/A-1\s+Dense letter\s+SHARMA000003–SHARMA000006/);
    expect(index).toMatch(/A-2\s+Pending award letter\s+To follow \(SHARMA000007\)/);
    expect(index).toMatch(/A-3\s+Code contribution\s+SHARMA000008–SHARMA000009/);
    for (const absent of ['Empty recommendation', 'Empty press article', 'no documents', 'B-1', '3-3']) {
      expect(index).not.toContain(absent);
    }
    expect(texts[6]).toMatch(/Exhibit A-2\s+Pending award letter\s+Documents to follow/);
    expect(texts[7]).toMatch(/Exhibit A-3\s+Code contribution/);
    expect(texts.join('\n')).not.toMatch(/3-3|Empty/);
    texts.forEach((text, i) => expect(text).toContain(`SHARMA${String(i + 1).padStart(6, '0')}`));
  });
});
