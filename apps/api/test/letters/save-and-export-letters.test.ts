import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertRow, makeAdmin, makeUser } from '@app/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { docxParagraphs, pdfText, readPdf, readZipEntries } from './read-documents.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const LETTER_HTML = [
  '<h2>Employment verification</h2>',
  '<p style="text-align: left">To whom it may concern,</p>',
  '<p>Bea Lin has worked at <strong>Acme Robotics</strong> as <em>Chief Technology Officer</em> since 2019, earning $210,000 per year.</p>',
  '<ul><li><p>Leads 40 engineers</p></li><li><p>Owns the fleet-learning platform</p></li></ul>',
  '<p>Sincerely,<br>Dana Cole</p>',
  '<script>alert(1)</script><img src="x" onerror="alert(2)">',
].join('');

describe('letters saved to a petition: save, export as DOCX and PDF, versions (issue 14)', () => {
  let server: TestServer;
  let filesDir: string;
  let world: World;
  let staff: string;
  let customer: string;

  const call = async (method: 'GET' | 'POST', route: string, token: string | null, body?: object): Promise<Answer> => {
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const save = (body: object, token = staff) => call('POST', '/petition-letters', token, body);
  const download = async (letterId: string, format: 'docx' | 'pdf', version?: number) => {
    const query = `format=${format}${version ? `&version=${version}` : ''}`;
    const exported = await call('GET', `/petition-letters/${letterId}/export?${query}`, staff);
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    const response = await fetch(exported.body.link as string);
    expect(response.status).toBe(200);
    return {
      name: exported.body.name as string,
      disposition: response.headers.get('content-disposition') ?? '',
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  };

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-letters-'));
    server = await startTestServer(testDatabaseUrl(), { FILE_STORAGE_DIR: filesDir });
    world = await createWorld(server.pool);
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
    customer = await server.issuer.issueToken({ sub: world.beneficiary.sub, email: world.beneficiary.email });
  });
  afterAll(async () => {
    await server?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('saves the sanitised letter as the petition letter, with a PDF final file and a DOCX', async () => {
    const saved = await save({
      petitionId: world.petitionId,
      name: 'EV letter — Bea',
      html: LETTER_HTML,
      letterType: 'ev-letter',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.version).toBe(1);
    const { rows } = await server.pool.query<{
      content: string;
      final_file_id: string;
      docx_file_id: string;
      letter_type: string;
    }>('select content, final_file_id, docx_file_id, letter_type from app_public.petition_letters where id = $1', [
      saved.body.letterId,
    ]);
    expect(rows[0]!.letter_type).toBe('ev-letter');
    expect(rows[0]!.final_file_id).toBe(saved.body.pdfFileId);
    expect(rows[0]!.docx_file_id).toBe(saved.body.docxFileId);
    expect(rows[0]!.content).toContain('<strong>Acme Robotics</strong>');
    expect(rows[0]!.content).not.toMatch(/script|onerror/);
    // The PDF is one of the petition's files (spec 1 §3: the letter's final file).
    const files = await server.pool.query<{ id: string; mime_type: string }>(
      `select f.id, f.mime_type from app_public.petitions p, app_public.petitions_all_files(p) f where p.id = $1`,
      [world.petitionId],
    );
    expect(files.rows).toContainEqual({ id: saved.body.pdfFileId, mime_type: 'application/pdf' });
  });

  it('exports the DOCX as a valid package whose document.xml holds the paragraphs', async () => {
    const saved = await save({ petitionId: world.petitionId, name: 'Support letter', html: LETTER_HTML });
    const docx = await download(saved.body.letterId as string, 'docx');
    expect(docx.name).toBe('Support letter.docx');
    expect(docx.disposition).toMatch(/^attachment;/);
    const entries = readZipEntries(docx.bytes);
    expect([...entries.keys()]).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', '_rels/.rels']));
    const paragraphs = docxParagraphs(docx.bytes);
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        'Employment verification',
        'To whom it may concern,',
        'Bea Lin has worked at Acme Robotics as Chief Technology Officer since 2019, earning $210,000 per year.',
        'Leads 40 engineers',
        'Owns the fleet-learning platform',
        'Sincerely,Dana Cole',
      ]),
    );
    expect(paragraphs.join(' ')).not.toContain('alert');
  });

  it('names the staff who wrote it in the DOCX’s properties: who saved it first, and who saved this version', async () => {
    const core = (bytes: Buffer) => {
      const xml = readZipEntries(bytes).get('docProps/core.xml')?.toString('utf8') ?? '';
      const text = (tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1];
      return { creator: text('dc:creator'), lastModifiedBy: text('cp:lastModifiedBy'), title: text('dc:title') };
    };
    const first = await save({ petitionId: world.petitionId, name: 'Authored letter', html: '<p>First.</p>' });
    const letterId = first.body.letterId as string;
    expect(core((await download(letterId, 'docx')).bytes)).toEqual({
      creator: world.staff.fullName,
      lastModifiedBy: world.staff.fullName,
      title: 'Authored letter',
    });

    // A colleague saves the next version; one whose account has no name reads as the provider.
    const staffMember = async (fullName: string, name: string) => {
      const sub = `test|${name}-${world.tag}`;
      const email = `${name}.${world.tag}@example.test`;
      const user = makeUser({ full_name: fullName, email, auth0_sub: sub });
      await insertRow(server.pool, 'users', user);
      await insertRow(server.pool, 'admins', makeAdmin({ user_id: user.id }));
      return server.issuer.issueToken({ sub, email });
    };
    const asColleague = await staffMember(`Cleo Colleague ${world.tag}`, 'cleo-letters');
    const second = await save(
      { petitionId: world.petitionId, letterId, name: 'Authored letter', html: '<p>Second.</p>' },
      asColleague,
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(core((await download(letterId, 'docx')).bytes)).toMatchObject({
      creator: world.staff.fullName,
      lastModifiedBy: `Cleo Colleague ${world.tag}`,
    });
    // The earlier version keeps the properties it was saved with.
    expect(core((await download(letterId, 'docx', 1)).bytes).lastModifiedBy).toBe(world.staff.fullName);

    const asUnnamed = await staffMember(' ', 'unnamed-letters');
    const third = await save({ petitionId: world.petitionId, name: 'Unnamed staff letter', html: '<p>Third.</p>' }, asUnnamed);
    expect(third.status, JSON.stringify(third.body)).toBe(201);
    const provider = core((await download(third.body.letterId as string, 'docx')).bytes);
    expect(provider).toMatchObject({ creator: 'Plymouth', lastModifiedBy: 'Plymouth' });
    expect(JSON.stringify(provider)).not.toContain('Un-named');
  });

  it('exports the PDF, whose text (pdf.js) holds the paragraphs', async () => {
    const saved = await save({ petitionId: world.petitionId, name: 'Support letter', html: LETTER_HTML });
    const pdf = await download(saved.body.letterId as string, 'pdf');
    expect(pdf.name).toBe('Support letter.pdf');
    expect(pdf.disposition).toMatch(/^attachment;/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    for (const paragraph of [
      'Employment verification',
      'To whom it may concern,',
      'Bea Lin has worked at Acme Robotics as Chief Technology Officer since 2019, earning $210,000 per year.',
      'Leads 40 engineers',
      'Sincerely,',
      'Dana Cole',
    ]) {
      expect(text).toContain(paragraph);
    }
  });

  it('lays a long letter out over several pages', async () => {
    const long = Array.from(
      { length: 80 },
      (_unused, index) => `<p>Paragraph ${index + 1} ${'of the long letter '.repeat(12)}</p>`,
    );
    const saved = await save({ petitionId: world.petitionId, name: 'Long letter', html: long.join('') });
    const pdf = await download(saved.body.letterId as string, 'pdf');
    const { text, pages } = await readPdf(pdf.bytes);
    expect(text).toContain('Paragraph 80');
    expect(pages).toBeGreaterThan(3);
  });

  it('keeps the earlier version when a letter is saved again, and exports either', async () => {
    const first = await save({ petitionId: world.petitionId, name: 'Expert letter', html: '<p>First draft of the letter.</p>' });
    const letterId = first.body.letterId as string;
    const second = await save({
      petitionId: world.petitionId,
      letterId,
      name: 'Expert letter v2',
      html: '<p>Edited letter.</p>',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body).toMatchObject({ letterId, version: 2 });
    expect(second.body.pdfFileId).not.toBe(first.body.pdfFileId);

    const detail = await call('GET', `/petition-letters/${letterId}`, staff);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: letterId, name: 'Expert letter v2', version: 2, html: '<p>Edited letter.</p>' });
    expect((detail.body.versions as { version: number; html: string }[]).map(({ version, html }) => ({ version, html }))).toEqual(
      [
        { version: 1, html: '<p>First draft of the letter.</p>' },
        { version: 2, html: '<p>Edited letter.</p>' },
      ],
    );

    expect(docxParagraphs((await download(letterId, 'docx')).bytes)).toContain('Edited letter.');
    expect(docxParagraphs((await download(letterId, 'docx', 1)).bytes)).toContain('First draft of the letter.');
    expect(await pdfText((await download(letterId, 'pdf', 1)).bytes)).toContain('First draft');
    const missing = await call('GET', `/petition-letters/${letterId}/export?format=pdf&version=3`, staff);
    expect(missing).toEqual({ status: 404, body: { error: 'The letter has no version 3' } });

    const listed = await call('GET', `/petition-letters?petitionId=${world.petitionId}`, staff);
    expect((listed.body.letters as { id: string; version: number }[]).find((letter) => letter.id === letterId)?.version).toBe(2);
  });

  it('refuses bad input with a 4xx naming the problem', async () => {
    expect(await save({ petitionId: world.petitionId, name: 'x' })).toEqual({ status: 400, body: { error: 'html is required' } });
    expect(await save({ petitionId: 'nope', name: 'x', html: '<p>x</p>' })).toEqual({
      status: 400,
      body: { error: 'petitionId must be an id' },
    });
    expect(await save({ petitionId: world.petitionId, name: 'x', html: '<script>alert(1)</script>' })).toEqual({
      status: 400,
      body: { error: 'html must contain the letter text' },
    });
    expect(await save({ petitionId: world.petitionId, name: 'x', html: '<p>x</p>', letterType: 'poem' })).toEqual({
      status: 400,
      body: { error: 'letterType is not a known letter type' },
    });
    const unknown = '6f1c2b9e-8d4a-4c1e-9f3b-2a7d5e8c0b14';
    expect(await save({ petitionId: unknown, name: 'x', html: '<p>x</p>' })).toEqual({
      status: 404,
      body: { error: 'Petition not found' },
    });
    expect(await save({ petitionId: world.petitionId, letterId: unknown, name: 'x', html: '<p>x</p>' })).toEqual({
      status: 404,
      body: { error: 'Letter not found on this petition' },
    });
    expect(await save({ petitionId: world.petitionId, generationId: unknown, name: 'x', html: '<p>x</p>' })).toEqual({
      status: 400,
      body: { error: 'generationId is not a known generation' },
    });
    // A letter of one petition is not saved as a version through another.
    const other = await save({ petitionId: world.otherPetitionId, name: 'Other', html: '<p>Other.</p>' });
    expect(
      (await save({ petitionId: world.petitionId, letterId: other.body.letterId, name: 'x', html: '<p>x</p>' })).status,
    ).toBe(404);
    expect(await call('GET', `/petition-letters/${unknown}/export?format=rtf`, staff)).toEqual({
      status: 400,
      body: { error: 'format is not a known export format' },
    });
    expect((await call('GET', `/petition-letters/${unknown}`, staff)).status).toBe(404);
    expect((await call('GET', '/petition-letters/not-an-id', staff)).status).toBe(400);
  });

  it('is for staff only', async () => {
    const saved = await save({ petitionId: world.petitionId, name: 'Staff letter', html: '<p>Staff only.</p>' });
    expect(await save({ petitionId: world.petitionId, name: 'x', html: '<p>x</p>' }, customer)).toEqual({
      status: 403,
      body: { error: 'Only staff may work with letters' },
    });
    expect((await call('GET', `/petition-letters/${saved.body.letterId}`, customer)).status).toBe(403);
    expect((await call('GET', `/petition-letters/${saved.body.letterId}/export?format=pdf`, null)).status).toBe(401);
  });
});
