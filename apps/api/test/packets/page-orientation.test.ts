import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertRow, makePetition, makeUser } from '@app/db/seed';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/files/storage/local-disk.ts';
import { createLocalUrlSigner } from '../../src/files/storage/local-url-signer.ts';
import { assemblePacket } from '../../src/packets/assemble-packet.ts';
import { loadPacketPlan } from '../../src/packets/load-packet-plan.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { addExhibit, addModule, attachFiles } from './packet-fixture.ts';
import { colourAt, inkBox, renderPage, type RenderedPage } from './render-page.ts';

type Rgb = [number, number, number];
const RED: Rgb = [220, 30, 30];
const BLUE: Rgb = [30, 30, 220];
const GREEN: Rgb = [30, 160, 30];
const YELLOW: Rgb = [230, 200, 20];
/** The photo as it should look: portrait, quadrants red | blue over green | yellow. */
const UPRIGHT = { width: 200, height: 400 };

function uprightColour(x: number, y: number): Rgb {
  const left = x < UPRIGHT.width / 2;
  if (y < UPRIGHT.height / 2) return left ? RED : BLUE;
  return left ? GREEN : YELLOW;
}

/**
 * The JPEG a camera writes for that photo under an EXIF orientation: pixels stored turned or mirrored,
 * the tag saying how to show them. Stored pixel (column c, row r) is shown at the upright position below.
 */
async function cameraJpeg(orientation: number): Promise<Buffer> {
  const quarter = orientation >= 5;
  const [sw, sh] = quarter ? [UPRIGHT.height, UPRIGHT.width] : [UPRIGHT.width, UPRIGHT.height];
  const shownAt = (c: number, r: number): [number, number] => {
    switch (orientation) {
      case 2:
        return [sw - 1 - c, r];
      case 3:
        return [sw - 1 - c, sh - 1 - r];
      case 4:
        return [c, sh - 1 - r];
      case 5:
        return [r, c];
      case 6:
        return [sh - 1 - r, c];
      case 7:
        return [sh - 1 - r, sw - 1 - c];
      case 8:
        return [r, sw - 1 - c];
      default:
        return [c, r];
    }
  };
  const raw = Buffer.alloc(sw * sh * 3);
  for (let r = 0; r < sh; r++) {
    for (let c = 0; c < sw; c++) raw.set(uprightColour(...shownAt(c, r)), (r * sw + c) * 3);
  }
  const jpeg = await sharp(raw, { raw: { width: sw, height: sh, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation })
    .toBuffer();
  // The fixture itself is checked against libvips' reading of the tag, so it cannot agree with the code by mistake.
  const shown = await sharp(jpeg).autoOrient().raw().toBuffer({ resolveWithObject: true });
  expect([shown.info.width, shown.info.height]).toEqual([UPRIGHT.width, UPRIGHT.height]);
  const px = (x: number, y: number) => [...shown.data.subarray((y * UPRIGHT.width + x) * 3, (y * UPRIGHT.width + x) * 3 + 3)];
  expectColour(px(50, 100) as Rgb, RED);
  expectColour(px(150, 300) as Rgb, YELLOW);
  return jpeg;
}

function expectColour(actual: Rgb, expected: Rgb) {
  actual.forEach((value, channel) => expect(Math.abs(value - expected[channel]!)).toBeLessThan(45));
}

/** Checks the page shows the photo upright: portrait, and each quadrant its colour. */
function expectUprightPhoto(page: RenderedPage) {
  const box = inkBox(page, page.height - 25);
  expect(box.height / box.width).toBeCloseTo(UPRIGHT.height / UPRIGHT.width, 1);
  const at = (fx: number, fy: number) => colourAt(page, box.left + box.width * fx, box.top + box.height * fy);
  expectColour(at(0.25, 0.25), RED);
  expectColour(at(0.75, 0.25), BLUE);
  expectColour(at(0.25, 0.75), GREEN);
  expectColour(at(0.75, 0.75), YELLOW);
}

async function turnedPdf(turns: number[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const turn of turns) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Turned ${turn}`, { x: 72, y: 700, size: 14, font });
    page.setRotation(degrees(turn));
  }
  return Buffer.from(await doc.save());
}

/** Photos taken sideways come out upright; turned PDF pages stay turned and carry their Bates number upright at the visible bottom. */
describe('packet page orientation', () => {
  let pool: pg.Pool;
  let filesDir: string;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-packet-orientation-'));
  });
  afterAll(async () => {
    await pool?.end();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('applies EXIF orientation to photos and keeps /Rotate with the stamp on the visible bottom', async () => {
    const storage = createLocalDiskStorage({ rootDir: filesDir, signer: createLocalUrlSigner('packet-orientation-secret') });
    const tag = randomUUID();
    const beneficiary = makeUser({
      full_name: `Turn ${tag.slice(0, 8)}`,
      email: `turn.${tag}@example.test`,
      auth0_sub: `test|${tag}`,
    });
    await insertRow(pool, 'users', beneficiary);
    await pool.query(`insert into app_public.visa_types (id, name) values ('o_1a', 'O-1A') on conflict do nothing`);
    await pool.query(`insert into app_public.module_types (id, name) values ('awards', 'Awards') on conflict do nothing`);
    const petition = makePetition({ beneficiary_id: beneficiary.id, bates_prefix: 'ROT-' } as Parameters<typeof makePetition>[0]);
    await insertRow(pool, 'petitions', petition);
    const moduleId = await addModule(pool, petition.id, 0);
    const photos = await addExhibit(pool, petition.id, moduleId, 0, { name: 'Sideways photos' });
    const orientations = [1, 2, 3, 4, 5, 6, 7, 8];
    await attachFiles(
      pool,
      filesDir,
      photos,
      await Promise.all(
        orientations.map(async (o) => ({ name: `photo-${o}.jpg`, mimeType: 'image/jpeg', bytes: await cameraJpeg(o) })),
      ),
    );
    const scans = await addExhibit(pool, petition.id, moduleId, 1, { name: 'Turned scans' });
    const turns = [90, 180, 270];
    await attachFiles(pool, filesDir, scans, [
      { name: 'turned.pdf', mimeType: 'application/pdf', bytes: await turnedPdf(turns) },
    ]);

    const packet = await assemblePacket(storage, (await loadPacketPlan(pool, petition.id, new Date()))!);
    // cover, index, tab A-1, 8 photos, tab A-2, 3 turned pages
    expect(packet.pageCount).toBe(3 + orientations.length + 1 + turns.length);

    for (const [index, orientation] of orientations.entries()) {
      const page = await renderPage(packet.pdf, 4 + index);
      expect
        .soft(page.texts.map((t) => t.str).join(' '), `orientation ${orientation}`)
        .toContain(`ROT-${String(4 + index).padStart(6, '0')}`);
      expectUprightPhoto(page);
    }

    const saved = await PDFDocument.load(packet.pdf);
    for (const [index, turn] of turns.entries()) {
      const pageNumber = 13 + index;
      expect(saved.getPage(pageNumber - 1).getRotation().angle).toBe(turn);
      const page = await renderPage(packet.pdf, pageNumber);
      // Shown turned: a portrait page with /Rotate 90 or 270 shows landscape.
      expect(page.width > page.height).toBe(turn !== 180);
      const bates = page.texts.find((t) => t.str.includes(`ROT-${String(pageNumber).padStart(6, '0')}`));
      expect(bates, `Bates number of the page turned ${turn}`).toBeDefined();
      expect(bates!.upright).toBe(true);
      expect(bates!.y).toBeGreaterThan(page.height - 15);
      expect(bates!.x).toBeGreaterThan(page.width * 0.6);
      expect(page.texts.some((t) => t.str === `Turned ${turn}`)).toBe(true);
    }
  });
});
