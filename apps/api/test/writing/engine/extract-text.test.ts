import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { numberEvidence } from '../../../src/writing/evidence/evidence-source.ts';
import { cutText, extractText, FILE_TEXT_BUDGET } from '../../../src/writing/evidence/extract-text.ts';
import { uploadedFileEvidence } from '../../../src/writing/evidence/gather-evidence.ts';
import { readImageText, terminateImageTextReader } from '../../../src/writing/evidence/image-text.ts';
import { makeTextPdf } from './pdf-fixtures.ts';

afterAll(async () => {
  await terminateImageTextReader();
});

describe('extractText', () => {
  it('reads the text of every page of a PDF, in order, lines kept', async () => {
    const pdf = await makeTextPdf(3, 2);
    const result = await extractText(pdf, { name: 'dossier.pdf', mimeType: 'application/pdf' });
    expect(result).toMatchObject({ method: 'pdf', truncated: false });
    const pageStarts = [1, 2, 3].map((n) => result.text.indexOf(`Page ${n} of the award dossier`));
    expect(pageStarts.every((index) => index >= 0)).toBe(true);
    expect([...pageStarts].sort((a, b) => a - b)).toEqual(pageStarts);
    expect(result.text).toContain("Line 2: the committee reviewed the nominee's contributions to robotics.");
    expect(result.text.split('\n').length).toBeGreaterThanOrEqual(9);
  });

  it('cuts a long PDF to the budget at a word boundary and says how much was left out', async () => {
    const pdf = await makeTextPdf(20, 30);
    const result = await extractText(pdf, { name: 'long.pdf', mimeType: 'application/pdf' }, { budget: 2_000 });
    expect(result.truncated).toBe(true);
    const [kept, marker] = result.text.split('\n[… cut: ');
    expect(kept!.length).toBeLessThanOrEqual(2_000);
    expect(kept!.length).toBeGreaterThan(1_600);
    expect(marker).toMatch(/^\d+ more characters\]$/);
    expect(result.text).toContain('Page 1 of the award dossier');
    expect(result.text).not.toContain('Page 20 of the award dossier');
  });

  it('takes plain text and Markdown as they are (UTF-8, byte-order mark and CRLF normalised)', async () => {
    const text = await extractText(Buffer.from('\uFEFFRésumé of Zoë Ødegård\r\nline two', 'utf8'), {
      name: 'cv.txt',
      mimeType: 'text/plain',
    });
    expect(text).toEqual({ text: 'Résumé of Zoë Ødegård\nline two', method: 'plain', truncated: false });
    const markdown = '# Award\n\n**Winner:** Bea Beneficiary\n\n- judged by peers';
    const md = await extractText(Buffer.from(markdown), { name: 'notes.md', mimeType: 'text/markdown' });
    expect(md).toEqual({ text: markdown, method: 'plain', truncated: false });
    // A Markdown file the browser labelled generically is still read by its extension.
    const byName = await extractText(Buffer.from(markdown), { name: 'notes.md', mimeType: 'application/octet-stream' });
    expect(byName.text).toBe(markdown);
  });

  it('gives no text for types it cannot read', async () => {
    const result = await extractText(Buffer.from([0x50, 0x4b, 3, 4]), { name: 'a.zip', mimeType: 'application/zip' });
    expect(result).toEqual({ text: '', method: 'none', truncated: false });
  });

  it('reads a scanned image through OCR', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="260"><rect width="100%" height="100%" fill="white"/>
      <text x="40" y="110" font-family="DejaVu Sans, sans-serif" font-size="48">Certificate of Excellence</text>
      <text x="40" y="190" font-family="DejaVu Sans, sans-serif" font-size="40">awarded to Bea Beneficiary in 2024</text></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const result = await extractText(png, { name: 'scan.png', mimeType: 'image/png' }, { readImageText });
    expect(result.method).toBe('ocr');
    expect(result.text).toContain('Certificate of Excellence');
    expect(result.text).toContain('Bea Beneficiary in 2024');
  }, 60_000);
});

describe('budgets', () => {
  it('cutText keeps short text whole and cuts long text at a word boundary', () => {
    expect(cutText('  short text \r\n', 100)).toEqual({ text: 'short text', truncated: false });
    const cut = cutText('alpha beta gamma delta epsilon', 20);
    expect(cut).toEqual({ text: 'alpha beta gamma\n[… cut: 14 more characters]', truncated: true });
  });

  it('the per-file budget bounds a file sent with a request', async () => {
    const long = Buffer.from('word '.repeat(FILE_TEXT_BUDGET));
    const item = await uploadedFileEvidence(long, 'long.txt', 'text/plain');
    expect(item.text.length).toBeLessThan(FILE_TEXT_BUDGET + 60);
    expect(item).toMatchObject({
      kind: 'file',
      label: 'File: long.txt (sent with the request)',
      fileId: null,
      contentHash: createHash('sha256').update(long).digest('hex'),
    });
  });

  it('numberEvidence spends the total budget in order, cuts the last item and drops the rest', () => {
    const source = (text: string) => ({ kind: 'input' as const, label: 'Input', text });
    const items = numberEvidence([source('a'.repeat(60)), source(''), source('b'.repeat(60)), source('c'.repeat(10))], 100);
    expect(items.map((item) => item.id)).toEqual(['E1', 'E2']);
    expect(items[1]!.text).toBe(`${'b'.repeat(40)}\n[… cut: evidence budget reached]`);
  });
});
