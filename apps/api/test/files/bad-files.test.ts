import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfProblem } from '../../src/files/pdf-checks.ts';
import { createLocalUrlSigner } from '../../src/files/storage/local-url-signer.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { callJson, downloadLink, presign, putBytes, uploadFile } from './file-service-client.ts';
import {
  brokenHeic,
  encryptedPdf,
  executable,
  HTML_PAGE,
  javascriptPdf,
  jpegHtmlPolyglot,
  restrictedPdf,
  samplePdf,
  SVG_WITH_SCRIPT,
} from './sample-files.ts';

const MAX_BYTES = 64 * 1024;
const DEV_SECRET = 'development-only-secret-change-me';

/**
 * The bad-file corpus, generated here: each file is rejected with a clear
 * message naming it, or stored safely and never served inline.
 */
describe('bad files', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let token: string;
  let adminToken: string;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-bad-files-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir, MAX_UPLOAD_BYTES: String(MAX_BYTES) });
    world = await createWorld(server.pool);
    token = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
    adminToken = await server.issuer.issueToken({ sub: world.companyAdmin.sub, email: world.companyAdmin.email });
  });
  afterAll(async () => {
    await server?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const toExhibit = (name: string, type: string, bytes: Buffer) =>
    uploadFile(server.url, token, 'exhibit', { name, type, bytes }, { exhibitId: world.exhibitId });

  const rejected: [string, string, string, () => Promise<Buffer> | Buffer, number, RegExp][] = [
    ['an executable named .pdf', 'invoice.pdf', 'application/pdf', executable, 415, /^"invoice\.pdf" is not a valid PDF/],
    ['HTML named .png', 'photo.png', 'image/png', () => HTML_PAGE, 415, /^"photo\.png" is not a valid PNG image/],
    ['a JPEG/HTML polyglot', 'scan.jpg', 'image/jpeg', jpegHtmlPolyglot, 415, /^"scan\.jpg" contains HTML or script content/],
    [
      'an encrypted PDF',
      'locked.pdf',
      'application/pdf',
      encryptedPdf,
      415,
      /^"locked\.pdf" is password-protected \(encrypted\)/,
    ],
    [
      'a PDF that needs a password to open',
      'statement.pdf',
      'application/pdf',
      () => restrictedPdf('secret'),
      415,
      /^"statement\.pdf" is password-protected \(encrypted\)/,
    ],
    ['a PDF with JavaScript', 'active.pdf', 'application/pdf', javascriptPdf, 422, /^"active\.pdf" contains JavaScript/],
    ['a PDF sent as a PNG', 'award.pdf', 'image/png', samplePdf, 415, /^"award\.pdf" was sent as image\/png but is a PDF/],
    ['binary bytes named .txt', 'notes.txt', 'text/plain', executable, 415, /^"notes\.txt" is not a valid text file/],
    [
      'an undecodable HEIC',
      'IMG_0001.heic',
      'image/heic',
      brokenHeic,
      415,
      /^"IMG_0001\.heic" could not be read as a HEIC photo/,
    ],
    ['an empty file', 'empty.pdf', 'application/pdf', () => Buffer.alloc(0), 400, /^"empty\.pdf" is empty/],
  ];

  it.each(rejected)('rejects %s with a clear message and keeps nothing', async (_label, name, type, make, status, message) => {
    const bytes = await make();
    const presigned = await presign(server.url, token, name, type);
    expect(presigned.status, presigned.body.error).toBe(200);
    expect((await putBytes(presigned.body.uploadUrl, bytes, type)).ok).toBe(true);
    const answer = await callJson(`${server.url}/db/upload/exhibit`, token, {
      body: { s3Key: presigned.body.s3Key, fileId: presigned.body.fileId, name, mimeType: type, exhibitId: world.exhibitId },
    });
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(message);
    const rows = await server.pool.query('select 1 from app_public.files where id = $1', [presigned.body.fileId]);
    expect(rows.rowCount).toBe(0);
    expect(await readdir(path.join(filesDir, 'uploads')).catch(() => [])).not.toContain(presigned.body.fileId);
  });

  it('stores a PDF that opens without a password but restricts copying, decrypted, so the packet can read it', async () => {
    const restricted = await restrictedPdf('');
    expect(await pdfProblem(restricted)).toEqual({ kind: 'encrypted' });
    const answer = await toExhibit('bank-statement.pdf', 'application/pdf', restricted);
    expect(answer.status, answer.body.error).toBe(201);
    const link = await downloadLink(server.url, token, answer.body.id);
    const stored = Buffer.from(await (await fetch(link.body.link)).arrayBuffer());
    expect(await pdfProblem(stored)).toBeNull();
    const reopened = await PDFDocument.load(stored);
    expect(reopened.isEncrypted).toBe(false);
    expect(reopened.getPageCount()).toBe(1);
  });

  it('refuses types no uploader accepts (SVG, HTML for the builder, executables) before upload', async () => {
    for (const name of ['drawing.svg', 'setup.exe', 'page.htm', 'noextension']) {
      const answer = await presign(server.url, token, name, '');
      expect(answer.status, name).toBe(415);
      expect(answer.body.error).toMatch(/is not an accepted file type/);
    }
    const html = await toExhibit('page.html', 'text/html', HTML_PAGE);
    expect(html.status).toBe(415);
    expect(html.body.error).toMatch(/^"page\.html" is not an accepted file type \(accepted: png, jpg/);
  });

  it('stores SVG-with-script text and employer HTML safely: attachments, never inline, never as HTML', async () => {
    const svgAsText = await toExhibit('drawing.txt', 'text/plain', SVG_WITH_SCRIPT);
    expect(svgAsText.status, svgAsText.body.error).toBe(201);
    const html = await uploadFile(
      server.url,
      adminToken,
      'company',
      { name: 'overview.html', type: 'text/html', bytes: HTML_PAGE },
      { companyId: world.companyId, companyDocType: 'COMPANY_OVERVIEW' },
    );
    expect(html.status, html.body.error).toBe(201);
    for (const [who, id, type] of [
      [token, svgAsText.body.id, /^text\/plain/],
      [adminToken, html.body.id, /^application\/octet-stream$/],
    ] as const) {
      const link = await downloadLink(server.url, who, id);
      const response = await fetch(link.body.link);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(response.headers.get('content-type')).toMatch(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
  });

  it('refuses oversize files: declared up front, or streamed past the limit', async () => {
    const declared = await presign(server.url, token, 'big.pdf', 'application/pdf', MAX_BYTES + 1);
    expect(declared.status).toBe(413);
    expect(declared.body.error).toMatch(/^"big\.pdf" is larger than/);
    const undeclared = await presign(server.url, token, 'big.pdf', 'application/pdf');
    const put = await putBytes(undeclared.body.uploadUrl, Buffer.alloc(MAX_BYTES + 10, 1), 'application/pdf');
    expect(put.status).toBe(413);
    const empty = await presign(server.url, token, 'empty.pdf', 'application/pdf', 0);
    expect(empty.status).toBe(400);
  });

  it('stores names with path traversal and control characters safely', async () => {
    const pdf = await samplePdf();
    // A NUL never gets this far: every route refuses it with a 400 (http/bad-input.test.ts).
    const name = '../../etc/pass\u0007wd\r\nX-Injected: 1\u202e.pdf';
    const answer = await toExhibit(name, 'application/pdf', pdf);
    expect(answer.status, answer.body.error).toBe(201);
    const row = await server.pool.query<{ name: string; storage_key: string }>(
      'select name, storage_key from app_public.files where id = $1',
      [answer.body.id],
    );
    expect(row.rows[0]!.storage_key).toBe(`files/${answer.body.id}`);
    // eslint-disable-next-line no-control-regex -- no control characters may remain
    expect(row.rows[0]!.name).not.toMatch(/[/\\\u0000-\u001f]/);
    const link = await downloadLink(server.url, token, answer.body.id);
    const response = await fetch(link.body.link);
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toMatch(/filename\*=UTF-8''[A-Za-z0-9%._~!$&+-]+$/);
    expect(response.headers.get('x-injected')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses tampered and expired signed URLs', async () => {
    const pdf = await samplePdf();
    const answer = await toExhibit('signed-url.pdf', 'application/pdf', pdf);
    const { link } = (await downloadLink(server.url, token, answer.body.id)).body;
    const tamper = (param: string, value: string) => {
      const url = new URL(link);
      url.searchParams.set(param, value);
      return url.toString();
    };
    for (const url of [
      tamper('key', `files/${world.fileId}`),
      tamper('disposition', 'inline; filename="x.html"'),
      tamper('type', 'text/html'),
      tamper('expires', String(Math.floor(Date.now() / 1000) + 86_400)),
      tamper('sig', 'AAAA'),
      tamper('op', 'put'),
    ]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe('This download link is not valid');
    }
    const signer = createLocalUrlSigner(DEV_SECRET);
    const original = new URL(link);
    const expired = signer.sign({
      op: 'get',
      key: original.searchParams.get('key')!,
      expires: Math.floor(Date.now() / 1000) - 1,
      max: '',
      type: 'application/pdf',
      disposition: 'inline',
    });
    const expiredResponse = await fetch(new URL(expired, server.url));
    expect(expiredResponse.status).toBe(403);
    expect(((await expiredResponse.json()) as { error: string }).error).toBe('This download link has expired');

    // An upload URL cannot overwrite a registered file: its staging key is no longer pending.
    const presigned = await presign(server.url, token, 'again.pdf', 'application/pdf');
    const uploadUrl = new URL(presigned.body.uploadUrl);
    uploadUrl.searchParams.set('key', `files/${answer.body.id}`);
    expect((await putBytes(uploadUrl.toString(), pdf, 'application/pdf')).status).toBe(403);
    expect((await putBytes(presigned.body.uploadUrl, pdf, 'text/html')).status).toBe(400);
  });
});
