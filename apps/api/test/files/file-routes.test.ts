import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { callJson, downloadLink, presign, putBytes, uploadFile } from './file-service-client.ts';
import { samplePdf, samplePng, sampleJpeg, TINY_HEIC } from './sample-files.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';

/**
 * Upload → register → download round trips for every registration kind, and
 * row-level security on registration and download, on both storage drivers.
 */
describe.each(['local', 's3'] as const)('file service on the %s driver', (driver) => {
  let server: TestServer;
  let s3: S3TestServer | undefined;
  let filesDir: string;
  let world: World;
  const tokens = {} as Record<'staff' | 'beneficiary' | 'otherBeneficiary' | 'companyAdmin' | 'companyViewer', string>;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-files-'));
    s3 = driver === 's3' ? await startS3TestServer() : undefined;
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir, ...(s3?.env ?? {}) });
    world = await createWorld(server.pool);
    for (const who of Object.keys(tokens).concat(['staff', 'beneficiary', 'otherBeneficiary', 'companyAdmin', 'companyViewer'])) {
      const person = world[who as keyof typeof tokens];
      tokens[who as keyof typeof tokens] = await server.issuer.issueToken({
        sub: person.sub,
        email: person.email,
        name: person.fullName,
      });
    }
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const download = async (token: string, fileId: string) => {
    const answer = await downloadLink(server.url, token, fileId);
    expect(answer.status, answer.body.error).toBe(200);
    const response = await fetch(answer.body.link);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('presigns with ids only, never the file name', async () => {
    const answer = await presign(server.url, tokens.beneficiary, '../../etc/passwd.pdf', 'application/pdf', 10);
    expect(answer.status).toBe(200);
    expect(answer.body.s3Key).toBe(`uploads/${answer.body.fileId}`);
    expect(answer.body.uploadUrl).not.toMatch(/passwd/);
  });

  it('round-trips an exhibit file, served inline with safe headers', async () => {
    const pdf = await samplePdf();
    const registered = await uploadFile(
      server.url,
      tokens.beneficiary,
      'exhibit',
      { name: 'Award certificate (2024).pdf', type: 'application/pdf', bytes: pdf },
      { exhibitId: world.exhibitId },
    );
    expect(registered.status, registered.body.error).toBe(201);
    const { response, bytes } = await download(tokens.beneficiary, registered.body.id);
    expect(bytes.equals(pdf)).toBe(true);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename=".*"; filename\*=UTF-8''Award%20certificate%20%282024%29\.pdf$/,
    );
    if (driver === 'local') {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('cache-control')).toMatch(/private/);
    }
    const linked = await server.pool.query('select exhibit_id from app_public.exhibit_files where file_id = $1', [
      registered.body.id,
    ]);
    expect(linked.rows).toEqual([{ exhibit_id: world.exhibitId }]);
    const duplicate = await uploadFile(
      server.url,
      tokens.beneficiary,
      'exhibit',
      { name: 'Award certificate (2024).pdf', type: 'application/pdf', bytes: pdf },
      { exhibitId: world.exhibitId },
    );
    expect(duplicate).toMatchObject({ status: 409, body: { error: '"Award certificate (2024).pdf" is already uploaded' } });
    const file = await server.pool.query('select name, mime_type, storage_key, owner_id from app_public.files where id = $1', [
      registered.body.id,
    ]);
    expect(file.rows[0]).toMatchObject({
      mime_type: 'application/pdf',
      storage_key: `files/${registered.body.id}`,
      owner_id: world.beneficiary.id,
    });
  });

  it('round-trips an immigration document (passport) for the person themselves', async () => {
    const jpeg = await sampleJpeg();
    const registered = await uploadFile(
      server.url,
      tokens.beneficiary,
      'immigration',
      { name: 'passport.jpg', type: 'image/jpeg', bytes: jpeg },
      { userId: world.beneficiary.id, immigrationDocType: 'PASSPORT' },
    );
    expect(registered.status, registered.body.error).toBe(201);
    const { bytes } = await download(tokens.beneficiary, registered.body.id);
    // Images are stored re-encoded (decisions API-FILE): the same picture, not the same bytes.
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 16, height: 16 });
    const row = await server.pool.query('select owner_id, type from app_public.immigration_documents where file_id = $1', [
      registered.body.id,
    ]);
    expect(row.rows).toEqual([{ owner_id: world.beneficiary.id, type: 'PASSPORT' }]);
    // Passports are readable by the person and staff only.
    expect((await downloadLink(server.url, tokens.otherBeneficiary, registered.body.id)).status).toBe(404);
    expect((await downloadLink(server.url, tokens.staff, registered.body.id)).status).toBe(200);

    // Staff viewing the app as another account see what that account sees, read-only.
    const asOther = { 'x-override-workspace': world.otherBeneficiary.id };
    const viewed = await fetch(`${server.url}/db/download?id=${registered.body.id}`, {
      headers: { authorization: `Bearer ${tokens.staff}`, ...asOther },
    });
    expect(viewed.status).toBe(404);
    const viewedOwn = await fetch(`${server.url}/db/download?id=${registered.body.id}`, {
      headers: { authorization: `Bearer ${tokens.staff}`, 'x-override-workspace': world.beneficiary.id },
    });
    expect(viewedOwn.status).toBe(200);
    const customerOverride = await fetch(`${server.url}/db/download?id=${registered.body.id}`, {
      headers: { authorization: `Bearer ${tokens.beneficiary}`, ...asOther },
    });
    expect(customerOverride.status).toBe(403);
    const writeWhileViewing = await fetch(`${server.url}/db/presigned-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.staff}`, 'content-type': 'application/json', ...asOther },
      body: JSON.stringify({ fileName: 'a.pdf', contentType: 'application/pdf' }),
    });
    expect(writeWhileViewing.status).toBe(403);
    expect(await writeWhileViewing.json()).toEqual({ error: 'Viewing the app as another account is read-only' });
  });

  it('keeps a HEIC photo as uploaded and serves a JPEG rendition for preview', async () => {
    const registered = await uploadFile(
      server.url,
      tokens.beneficiary,
      'immigration',
      { name: 'IMG_0042.HEIC', type: 'image/heic', bytes: TINY_HEIC },
      { userId: world.beneficiary.id, immigrationDocType: 'VISA' },
    );
    expect(registered.status, registered.body.error).toBe(201);
    const original = await download(tokens.beneficiary, registered.body.id);
    expect(original.bytes.equals(TINY_HEIC)).toBe(true);
    expect(original.response.headers.get('content-disposition')).toMatch(/^attachment;/);
    const preview = await downloadLink(server.url, tokens.beneficiary, registered.body.id, 'preview');
    expect(preview.status, preview.body.error).toBe(200);
    const jpeg = await fetch(preview.body.link);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('content-disposition')).toMatch(/^inline; filename="IMG_0042.jpg"/);
    expect(Buffer.from(await jpeg.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await downloadLink(server.url, tokens.otherBeneficiary, registered.body.id, 'preview')).status).toBe(404);
  });

  it('round-trips an individual document, text kept as plain-text attachment', async () => {
    const text = Buffer.from('# Offer letter\n\nSalary: 150,000 USD\n');
    const registered = await uploadFile(
      server.url,
      tokens.beneficiary,
      'individual',
      { name: 'offer.md', type: 'text/markdown', bytes: text },
      { userId: world.beneficiary.id, documentType: 'offer_letter' },
    );
    expect(registered.status, registered.body.error).toBe(201);
    const { response, bytes } = await download(tokens.beneficiary, registered.body.id);
    expect(bytes.equals(text)).toBe(true);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('round-trips a company document for a company admin; a viewer may not attach', async () => {
    const png = await samplePng();
    const registered = await uploadFile(
      server.url,
      tokens.companyAdmin,
      'company',
      { name: 'articles.png', type: 'image/png', bytes: png },
      { companyId: world.companyId, companyDocType: 'ARTICLES_OF_INCORPORATION' },
    );
    expect(registered.status, registered.body.error).toBe(201);
    expect(await sharp((await download(tokens.companyViewer, registered.body.id)).bytes).metadata()).toMatchObject({
      format: 'png',
      width: 16,
    });
    const refused = await uploadFile(
      server.url,
      tokens.companyViewer,
      'company',
      { name: 'bylaws.png', type: 'image/png', bytes: png },
      { companyId: world.companyId, companyDocType: 'COMPANY_BYLAWS' },
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Company not found');
    const badType = await uploadFile(
      server.url,
      tokens.companyAdmin,
      'company',
      { name: 'bylaws.png', type: 'image/png', bytes: png },
      { companyId: world.companyId, companyDocType: 'NOT_A_TYPE' },
    );
    expect(badType.status).toBe(400);
  });

  it('attaches a filled form (staff) and a provider document (staff, for a person)', async () => {
    const { rows } = await server.pool.query<{ id: string }>(
      `insert into app_public.petition_forms (petition_id, type) values ($1, 'I129') returning id`,
      [world.petitionId],
    );
    const formId = rows[0]!.id;
    const pdf = await samplePdf('I-129');
    const form = await uploadFile(
      server.url,
      tokens.staff,
      'form',
      { name: 'i129.pdf', type: 'application/pdf', bytes: pdf },
      { formId },
    );
    expect(form.status, form.body.error).toBe(201);
    const stored = await server.pool.query('select file_id from app_public.petition_forms where id = $1', [formId]);
    expect(stored.rows[0].file_id).toBe(form.body.id);
    // The beneficiary reads the form through the petition; a customer may not register one.
    expect((await download(tokens.beneficiary, form.body.id)).bytes.equals(pdf)).toBe(true);
    const customerForm = await uploadFile(
      server.url,
      tokens.beneficiary,
      'form',
      { name: 'i129.pdf', type: 'application/pdf', bytes: pdf },
      { formId },
    );
    expect(customerForm.status).toBe(404);

    const provider = await uploadFile(
      server.url,
      tokens.staff,
      'plymouth',
      { name: 'support-letter.pdf', type: 'application/pdf', bytes: pdf },
      { userId: world.beneficiary.id, documentType: 'support_letter', petitionId: world.petitionId },
    );
    expect(provider.status, provider.body.error).toBe(201);
    // Hidden from the person until staff make it visible (migration 0031); then they download it.
    expect((await downloadLink(server.url, tokens.beneficiary, provider.body.id)).status).toBe(404);
    await server.pool.query('update app_public.provider_documents set visible_to_customer = true where file_id = $1', [
      provider.body.id,
    ]);
    expect((await download(tokens.beneficiary, provider.body.id)).bytes.equals(pdf)).toBe(true);
    expect((await downloadLink(server.url, tokens.otherBeneficiary, provider.body.id)).status).toBe(404);
    const customerProvider = await uploadFile(
      server.url,
      tokens.beneficiary,
      'plymouth',
      { name: 'x.pdf', type: 'application/pdf', bytes: pdf },
      { userId: world.beneficiary.id },
    );
    expect(customerProvider.status).toBe(404);
  });

  it("refuses to attach to another beneficiary's exhibit or person, and to download their files", async () => {
    const pdf = await samplePdf();
    const { rows } = await server.pool.query<{ id: string }>(
      `select e.id from app_public.exhibits e where e.petition_id = $1 limit 1`,
      [world.otherPetitionId],
    );
    let otherExhibitId = rows[0]?.id;
    if (!otherExhibitId) {
      const created = await server.pool.query<{ id: string }>(
        `insert into app_public.modules (petition_id, type, name) values ($1, 'awards', 'Awards') returning id`,
        [world.otherPetitionId],
      );
      const exhibit = await server.pool.query<{ id: string }>(
        `insert into app_public.exhibits (module_id, name) values ($1, 'Theirs') returning id`,
        [created.rows[0]!.id],
      );
      otherExhibitId = exhibit.rows[0]!.id;
    }
    const file = { name: 'mine.pdf', type: 'application/pdf', bytes: pdf };
    const toExhibit = await uploadFile(server.url, tokens.beneficiary, 'exhibit', file, { exhibitId: otherExhibitId });
    expect(toExhibit).toMatchObject({ status: 404, body: { error: 'Exhibit not found' } });
    const toMissing = await uploadFile(server.url, tokens.beneficiary, 'exhibit', file, {
      exhibitId: '00000000-0000-4000-8000-000000000000',
    });
    expect(toMissing).toMatchObject({ status: 404, body: { error: 'Exhibit not found' } });
    const toHidden = await uploadFile(server.url, tokens.beneficiary, 'exhibit', file, { exhibitId: world.hiddenExhibitId });
    expect(toHidden.status).toBe(404);
    const toPerson = await uploadFile(server.url, tokens.beneficiary, 'immigration', file, {
      userId: world.otherBeneficiary.id,
      immigrationDocType: 'PASSPORT',
    });
    expect(toPerson).toMatchObject({ status: 404, body: { error: 'Person not found' } });

    // The other beneficiary's own exhibit file: not downloadable by the beneficiary.
    const theirs = await uploadFile(server.url, tokens.otherBeneficiary, 'exhibit', file, { exhibitId: otherExhibitId });
    expect(theirs.status, theirs.body.error).toBe(201);
    expect(await downloadLink(server.url, tokens.beneficiary, theirs.body.id)).toMatchObject({
      status: 404,
      body: { error: 'File not found' },
    });
    expect((await downloadLink(server.url, tokens.otherBeneficiary, theirs.body.id)).status).toBe(200);
  });

  it("refuses to register someone else's upload, or one twice", async () => {
    const pdf = await samplePdf();
    const presigned = await presign(server.url, tokens.otherBeneficiary, 'x.pdf', 'application/pdf', pdf.length);
    expect((await putBytes(presigned.body.uploadUrl, pdf, 'application/pdf')).ok).toBe(true);
    const body = { s3Key: presigned.body.s3Key, fileId: presigned.body.fileId, name: 'x.pdf', mimeType: 'application/pdf' };
    const stolen = await callJson(`${server.url}/db/upload/exhibit`, tokens.beneficiary, {
      body: { ...body, exhibitId: world.exhibitId },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error).toMatch(/Upload not found/);
    const mine = await presign(server.url, tokens.beneficiary, 'y.pdf', 'application/pdf', pdf.length);
    expect((await putBytes(mine.body.uploadUrl, pdf, 'application/pdf')).ok).toBe(true);
    const again = {
      s3Key: mine.body.s3Key,
      fileId: mine.body.fileId,
      name: 'y.pdf',
      mimeType: 'application/pdf',
      exhibitId: world.exhibitId,
    };
    expect((await callJson(`${server.url}/db/upload/exhibit`, tokens.beneficiary, { body: again })).status).toBe(201);
    const twice = await callJson(`${server.url}/db/upload/exhibit`, tokens.beneficiary, { body: again });
    expect(twice.status).toBe(404);
  });

  it('requires a bearer token on every file-service route', async () => {
    expect(
      (await callJson(`${server.url}/db/presigned-upload`, null, { body: { fileName: 'a.pdf', contentType: '' } })).status,
    ).toBe(401);
    expect((await callJson(`${server.url}/db/upload/exhibit`, null, { body: {} })).status).toBe(401);
    expect((await downloadLink(server.url, null, world.fileId)).status).toBe(401);
    expect((await callJson(`${server.url}/exhibits/${world.exhibitId}/clone`, null, { body: {} })).status).toBe(401);
  });

  it('answers 400 naming the missing field', async () => {
    const answer = await callJson(`${server.url}/db/upload/exhibit`, tokens.beneficiary, { body: { s3Key: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('fileId is required; name is required; mimeType is required; exhibitId is required');
    expect((await downloadLink(server.url, tokens.beneficiary, 'not-an-id')).status).toBe(400);
    const malformed = await fetch(`${server.url}/db/presigned-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.beneficiary}`, 'content-type': 'application/json' },
      body: '{"fileName": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Request body must be JSON' });
    const editorImage = await callJson(`${server.url}/db/presigned-upload`, tokens.beneficiary, {
      body: { fileName: 'scan.pdf', contentType: 'application/pdf', uploader: 'editorImage' },
    });
    expect(editorImage.status).toBe(415);
    expect(editorImage.body.error).toBe('"scan.pdf" is not an accepted file type (accepted: jpg, jpeg, png, webp, gif)');
  });
});
