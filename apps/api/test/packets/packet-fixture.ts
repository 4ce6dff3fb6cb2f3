import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type pg from 'pg';
import sharp from 'sharp';
import { insertRow, makeExhibit, makeExhibitFile, makeFile, makeModule } from '@app/db/seed';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF of `pages` pages, each saying its `text` and page number. */
export async function pdfOfPages(pages: number, text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([612, 792]).drawText(`${text} page ${i}`, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

export async function photo(kind: 'png' | 'jpeg', width = 400, height = 300): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  return kind === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** Writes files' bytes where the local-disk driver reads them and registers them on an exhibit, in order. */
export async function attachFiles(
  pool: pg.Pool,
  filesDir: string,
  exhibitId: string,
  files: Array<{ name: string; mimeType: string; bytes: Buffer; previewJpeg?: Buffer }>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, file] of files.entries()) {
    const row = makeFile({
      name: file.name,
      mime_type: file.mimeType,
      size_bytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    });
    await mkdir(path.join(filesDir, 'files'), { recursive: true });
    await writeFile(path.join(filesDir, row.storage_key), file.bytes);
    if (file.previewJpeg) {
      await mkdir(path.join(filesDir, 'previews'), { recursive: true });
      await writeFile(path.join(filesDir, 'previews', `${row.id}.jpg`), file.previewJpeg);
    }
    await insertRow(pool, 'files', row);
    await insertRow(pool, 'exhibit_files', makeExhibitFile({ exhibit_id: exhibitId, file_id: row.id, order_index: index }));
    ids.push(row.id);
  }
  return ids;
}

export async function addModule(pool: pg.Pool, petitionId: string, orderIndex: number, extra: Record<string, unknown> = {}) {
  const row = makeModule({ petition_id: petitionId, order_index: orderIndex, ...extra });
  await insertRow(pool, 'modules', row);
  return row.id;
}

export async function addExhibit(
  pool: pg.Pool,
  petitionId: string,
  moduleId: string,
  orderIndex: number,
  extra: Record<string, unknown> = {},
) {
  const row = makeExhibit({ petition_id: petitionId, module_id: moduleId, order_index: orderIndex, ...extra });
  await insertRow(pool, 'exhibits', row);
  return row.id;
}

/** Every page's text, as a PDF reader extracts it. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return texts;
}
