import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../src/http/http-error.ts';
import { pdfProblem } from '../../src/files/pdf-checks.ts';
import { checkUploadedBytes } from '../../src/files/validate-upload.ts';
import { openPdfAsViewer } from '../../src/files/pdf-opens.ts';
import { scanRawObjects } from '../../src/files/pdf-raw-scan.ts';
import { EVASIVE_PDFS, pageObjects, xrefStreamPdf } from './hostile/evasive-pdfs.ts';
import { PDF_CORPUS } from './hostile/pdf-corpus.ts';

const USCIS_FORMS = '/work/shared/corpus/uscis-forms';

/**
 * The shapes of the public-corpus PDFs that passed inspection (issue 29): each opens in a viewer (so
 * it is a real threat, not a broken file) and is refused for what it carries, by the whole check and
 * by the parser-independent raw scan on its own (so neither depends on the other catching it).
 */
describe('PDFs hiding active content the way real files do', () => {
  it.each(EVASIVE_PDFS)('refuses $label', async ({ make, reason }) => {
    expect(await pdfProblem(make())).toEqual({ kind: 'active-content', what: expect.stringMatching(reason) });
  });

  it.each(EVASIVE_PDFS)('the raw scan alone finds $label', ({ make, reason }) => {
    expect(scanRawObjects(make())).toEqual({ kind: 'active', what: expect.stringMatching(reason) });
  });

  it.each(EVASIVE_PDFS)('a viewer opens $label', async ({ make }) => {
    const opened = await openPdfAsViewer(make());
    // pdf.js may itself notice the script; what matters is that the file is not merely broken.
    expect(opened.opens || 'activeContent' in opened).toBe(true);
  });

  it('decodes an object stream compressed with a PNG predictor', () => {
    // Each 8-byte row prefixed with filter type 2 (Up): the text is unreadable without the predictor.
    const content = Buffer.from('7 0\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\n'.padEnd(64, ' '), 'latin1');
    const rows: Buffer[] = [];
    let previous = Buffer.alloc(8);
    for (let at = 0; at < content.length; at += 8) {
      const row = content.subarray(at, at + 8);
      rows.push(Buffer.from([2]), Buffer.from(row.map((byte, i) => (byte - previous[i]!) & 0xff)));
      previous = row;
    }
    const data = deflateSync(Buffer.concat(rows));
    const file = xrefStreamPdf({
      plain: [
        ...pageObjects('/OpenAction 7 0 R'),
        [
          6,
          `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 8 >> /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`,
        ],
      ],
      objectStreams: [],
      root: 1,
    });
    expect(scanRawObjects(file)).toEqual({ kind: 'active', what: 'JavaScript' });
  });

  it('refuses an object stream in a filter it cannot decode', async () => {
    const file = xrefStreamPdf({
      plain: [...pageObjects(), [6, '<< /Type /ObjStm /N 1 /First 4 /Filter /LZWDecode /Length 3 >>\nstream\nabc\nendstream']],
      objectStreams: [],
      root: 1,
    });
    expect(scanRawObjects(file)).toEqual({ kind: 'undecodable' });
    expect(await pdfProblem(file)).toMatchObject({ kind: 'unreadable' });
  });

  it.each(PDF_CORPUS.filter((entry) => entry.expected === 'stored'))('still passes $label', async ({ make }) => {
    const bytes = await make();
    expect(scanRawObjects(bytes)).toEqual({ kind: 'clean' });
    expect(await pdfProblem(bytes)).toBeNull();
  });

  it('opens the blank USCIS forms without their (empty) password at upload, then names what they carry', async () => {
    // They open for anyone (the encryption only restricts editing): the uploader learns what is refused in them,
    // not that a password they never typed must be removed.
    const name = 'i-907-2018-10-01.pdf';
    const bytes = await readFile(path.join(USCIS_FORMS, name));
    const refusal = await checkUploadedBytes({
      bytes,
      name,
      claimedMimeType: 'application/pdf',
      kind: 'builder',
      maxBytes: 20e6,
    }).then(
      () => null,
      (error: unknown) => error as HttpError,
    );
    expect(refusal?.status).toBe(422);
    expect(refusal?.message).toMatch(/^"i-907-2018-10-01\.pdf" contains (JavaScript|embedded files), which is not accepted/);
  });

  it('keeps refusing the blank USCIS forms as encrypted, as before', async () => {
    const names = (await readdir(USCIS_FORMS)).filter((name) => name.endsWith('.pdf'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(await pdfProblem(await readFile(path.join(USCIS_FORMS, name))), name).toEqual({ kind: 'encrypted' });
    }
  });
});
