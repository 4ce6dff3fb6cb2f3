import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/files/storage/file-storage.ts';
import { createLocalDiskStorage } from '../../src/files/storage/local-disk.ts';
import { createLocalUrlSigner } from '../../src/files/storage/local-url-signer.ts';
import { fileStorageKey } from '../../src/files/storage-keys.ts';
import { assemblePacket } from '../../src/packets/assemble-packet.ts';
import type { PacketExhibit, PacketFile, PacketPlan } from '../../src/packets/packet-plan.ts';
import { colourAt, inkBox, renderPage } from './render-page.ts';
import { textBoxes } from './text-boxes.ts';

const A4 = [595.28, 841.89] as const;
const WIDE = [1700, 500] as const;
const STAMP = /^PAPER-\d{6}$/;

/** One page of the given size with a word in each corner and one in the middle, as a certificate or a spreadsheet export. */
async function cornerMarkedPdf([width, height]: readonly [number, number], name: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([width, height]);
  const word = (text: string, x: number, y: number) => page.drawText(text, { x, y, size: 10, font });
  word(`${name} TOP-LEFT`, 4, height - 14);
  word(`${name} TOP-RIGHT`, width - 4 - font.widthOfTextAtSize(`${name} TOP-RIGHT`, 10), height - 14);
  word(`${name} BOTTOM-LEFT`, 4, 4);
  word(`${name} BOTTOM-RIGHT`, width - 4 - font.widthOfTextAtSize(`${name} BOTTOM-RIGHT`, 10), 4);
  word(`${name} MIDDLE`, width / 2 - 30, height / 2);
  return Buffer.from(await doc.save());
}

/**
 * The packet as it is printed and mailed: every page on US Letter whatever size the upload had (A4 certificates,
 * wide spreadsheet exports, a form's signed copy scanned on A4), nothing cut; and bookmarks for every form, the
 * cover letter, the cover and index pages, each module and exhibit (issue 28; 24th session's packet audit).
 */
describe('packet on paper: US Letter pages, bookmarks and page labels', () => {
  let filesDir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-packet-paper-'));
    storage = createLocalDiskStorage({ rootDir: filesDir, signer: createLocalUrlSigner('packet-paper-secret') });
  });
  afterAll(async () => {
    await rm(filesDir, { recursive: true, force: true });
  });

  async function stored(name: string, bytes: Buffer, mimeType = 'application/pdf'): Promise<PacketFile> {
    const id = randomUUID();
    await storage.write(fileStorageKey(id), bytes, mimeType);
    return { id, name, mimeType, storageKey: fileStorageKey(id), sha256: null };
  }

  const exhibit = (label: string, title: string, moduleName: string, files: PacketFile[], depth = 0): PacketExhibit => ({
    id: randomUUID(),
    label,
    title,
    depth,
    moduleName,
    hideTabPage: false,
    toFollow: false,
    files,
  });

  /** A signed G-28 scanned on A4, a cover letter, an A4 certificate with a wide table under it, a Letter article. */
  async function mixedPaperPlan(): Promise<PacketPlan> {
    const signedScan = await stored('g-28-signed.pdf', await cornerMarkedPdf(A4, 'SIGNED'));
    const generated = await stored('g-28.pdf', await cornerMarkedPdf([612, 792], 'FORM'));
    const plan: PacketPlan = {
      petitionId: randomUUID(),
      batesPrefix: 'PAPER-',
      batesPosition: 'BOTTOM_RIGHT',
      cover: {
        beneficiaryName: 'Asha Sharma',
        petitionerName: 'Northwind Robotics, Inc.',
        visaClass: 'O-1A',
        receiptNumber: null,
        date: '12/06/2026',
      },
      forms: [
        {
          form: 'g-28',
          number: 'G-28',
          edition: '2018-09-17',
          fileId: generated.id,
          storageKey: generated.storageKey,
          sha256: null,
          generatedAt: new Date(),
          signedCopy: { fileId: signedScan.id, storageKey: signedScan.storageKey, sha256: null, mimeType: 'application/pdf' },
        },
      ],
      coverLetter: {
        letterId: randomUUID(),
        name: 'Cover letter to USCIS',
        files: [await stored('cover.pdf', await cornerMarkedPdf([612, 792], 'LETTER'))],
      },
      exhibits: [
        exhibit('A-1', 'Fellowship certificate', 'Awards', [await stored('certificate.pdf', await cornerMarkedPdf(A4, 'A4'))]),
        exhibit('A-1.a', 'Revenue table', 'Awards', [await stored('revenue.pdf', await cornerMarkedPdf(WIDE, 'WIDE'))], 1),
        exhibit('B-1', 'Press article', 'Press', [await stored('article.pdf', await cornerMarkedPdf([612, 792], 'PRESS'))]),
      ],
    };
    return plan;
  }

  it('puts A4, wide and Letter pages onto Letter sheets without cutting anything', async () => {
    const packet = await assemblePacket(storage, await mixedPaperPlan());
    // signed G-28, cover letter, cover, index, tab A-1, A4 page, tab A-1.a, wide page, tab B-1, press page
    expect(packet.pageCount).toBe(10);

    const pages = await textBoxes(packet.pdf);
    const sizes = pages.map((page) => [Math.round(page.width), Math.round(page.height)]);
    expect(sizes).toEqual([...Array(7).fill([612, 792]), [792, 612], [612, 792], [612, 792]]);
    for (const [pageNumber, name] of [
      [1, 'SIGNED'],
      [6, 'A4'],
      [8, 'WIDE'],
      [10, 'PRESS'],
    ] as const) {
      const page = pages[pageNumber - 1]!;
      const words = page.boxes.filter((box) => box.str.startsWith(name));
      // Every corner and the middle, inside the sheet: scaled, not cut.
      expect(words.map((box) => box.str).sort(), `page ${pageNumber}`).toEqual(
        ['BOTTOM-LEFT', 'BOTTOM-RIGHT', 'MIDDLE', 'TOP-LEFT', 'TOP-RIGHT'].map((corner) => `${name} ${corner}`),
      );
      for (const box of words) {
        // Inside the sheet, with the side margin a Letter page's shrink leaves (a printer cannot print to the edge).
        const side = pageNumber > 2 ? 13 : 0;
        expect(box.left, `${box.str} on page ${pageNumber}`).toBeGreaterThanOrEqual(side);
        expect(box.right, `${box.str} on page ${pageNumber}`).toBeLessThanOrEqual(page.width - side + 0.5);
        expect(box.top, `${box.str} on page ${pageNumber}`).toBeGreaterThanOrEqual(-1);
        // Numbered pages keep their footer band free for the Bates number.
        const floor = pageNumber > 2 ? page.height - 36 + 4 : page.height;
        expect(box.bottom, `${box.str} on page ${pageNumber}`).toBeLessThanOrEqual(floor);
      }
      const stamps = page.boxes.filter((box) => STAMP.test(box.str)).map((box) => box.str);
      expect(stamps).toEqual(pageNumber > 2 ? [`PAPER-${String(pageNumber - 2).padStart(6, '0')}`] : []);
    }
  });

  it('bookmarks every form, the cover letter, the cover and index pages, each module and exhibit', async () => {
    const packet = await assemblePacket(storage, await mixedPaperPlan());

    const task = getDocument({ data: new Uint8Array(packet.pdf), verbosity: 0 });
    try {
      const doc = await task.promise;
      type Item = { title: string; dest: unknown[]; items: Item[] };
      const read = async (items: Item[]): Promise<unknown[]> =>
        Promise.all(
          items.map(async (item) => {
            const page = (await doc.getPageIndex(item.dest[0] as { num: number; gen: number })) + 1;
            return item.items.length ? [item.title, page, await read(item.items)] : [item.title, page];
          }),
        );
      expect(await read((await doc.getOutline()) as Item[])).toEqual([
        ['Form G-28', 1],
        ['Cover letter to USCIS', 2],
        ['Cover page', 3],
        ['Exhibit Index', 4],
        ['A. Awards', 5, [['Exhibit A-1: Fellowship certificate', 5, [['Exhibit A-1.a: Revenue table', 7]]]]],
        ['B. Press', 9, [['Exhibit B-1: Press article', 9]]],
      ]);
      // The viewer opens with the bookmarks shown.
      expect((await doc.getPageMode()) as string).toBe('UseOutlines');
      // Its page box shows (and goes to) the Bates number stamped on each page.
      expect(await doc.getPageLabels()).toEqual([
        'G-28 page 1',
        'Cover letter page 1',
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `PAPER-00000${n}`),
      ]);
    } finally {
      await task.destroy();
    }
  });

  it('labels pages with their Bates numbers where numbering continues another packet, across 000009 to 000010', async () => {
    const packet = await assemblePacket(storage, { ...(await mixedPaperPlan()), firstBatesNumber: 5 });
    const task = getDocument({ data: new Uint8Array(packet.pdf), verbosity: 0 });
    try {
      expect((await (await task.promise).getPageLabels())!.slice(2)).toEqual(
        ['000005', '000006', '000007', '000008', '000009', '000010', '000011', '000012'].map((n) => `PAPER-${n}`),
      );
    } finally {
      await task.destroy();
    }
  });

  it('runs a very tall image (a full-page web capture) on over pages at the page width instead of shrinking it', async () => {
    // 400 × 4000 pixels: a red head, a grey body, a blue foot.
    const [width, height] = [400, 4000];
    const raw = Buffer.alloc(width * height * 3);
    for (let row = 0; row < height; row++) {
      const colour = row < 300 ? [220, 30, 30] : row >= height - 300 ? [30, 30, 220] : [90, 90, 90];
      for (let column = 0; column < width; column++) raw.set(colour, (row * width + column) * 3);
    }
    const png = await sharp(raw, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const plan = await mixedPaperPlan();
    plan.forms = [];
    plan.coverLetter = null;
    plan.exhibits = [exhibit('A-1', 'Web article capture', 'Press', [await stored('capture.png', png, 'image/png')])];
    const packet = await assemblePacket(storage, plan);
    // Fitted to the 504-point-wide box, the capture is 5,040 points tall: about eight pages of it, not one.
    const imagePages = packet.pageCount - 3;
    expect(imagePages).toBeGreaterThanOrEqual(8);
    for (let n = 0; n < imagePages; n++) {
      const page = await renderPage(packet.pdf, 4 + n);
      const ink = inkBox(page, page.height - 20);
      // Every part at the box's full width (504 of 612 points; pages render at half scale).
      expect(ink.width, `part ${n + 1}`).toBeGreaterThan(250);
      const top = colourAt(page, ink.left + ink.width / 2, ink.top + 2);
      const bottom = colourAt(page, ink.left + ink.width / 2, ink.top + ink.height - 3);
      if (n === 0) expect(top[0], 'the head on the first part').toBeGreaterThan(180);
      if (n === imagePages - 1) expect(bottom[2], 'the foot on the last part').toBeGreaterThan(180);
    }
  });

  it('puts a landscape screenshot on a landscape sheet, larger than a portrait page would show it', async () => {
    const screenshot = await sharp({ create: { width: 1440, height: 900, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const portraitPhoto = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#cc6633' } })
      .jpeg()
      .toBuffer();
    const plan = await mixedPaperPlan();
    plan.forms = [];
    plan.coverLetter = null;
    plan.exhibits = [
      exhibit('A-1', 'Repository page', 'Original contributions', [
        await stored('screenshot.png', screenshot, 'image/png'),
        await stored('photo.jpg', portraitPhoto, 'image/jpeg'),
      ]),
    ];
    const packet = await assemblePacket(storage, plan);
    expect(packet.pageCount).toBe(5);
    const screenshotPage = await renderPage(packet.pdf, 4);
    // 792 × 612 at half scale; the picture 684 points wide (the landscape box), where a portrait page gives 504.
    expect([screenshotPage.width, screenshotPage.height]).toEqual([396, 306]);
    expect(inkBox(screenshotPage, screenshotPage.height - 20).width).toBeGreaterThan(330);
    const photoPage = await renderPage(packet.pdf, 5);
    expect([photoPage.width, photoPage.height]).toEqual([306, 396]);
  });
});
