import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFName, StandardFonts, type PDFHexString, type PDFString } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBlankForm } from '../../src/forms/form-templates.ts';
import { readBlankForm } from '../../src/forms/editions/read-blank-form.ts';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';
import { madeEdition, USCIS_CORPUS } from './made-edition.ts';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const PASSPORT = 'form1[0].#subform[2].Part3Line5_PassportorTravDoc[0]';
const REWORDED = 'Part 3. Beneficiary Information. 5. Passport or travel document number (reworded by the new edition).';

describe('staff add a newer edition of a USCIS form, and forms are filled on it', () => {
  let t: PacketTestServer;
  let passportTooltip: string;

  const upload = async (bytes: Uint8Array | string, token = t.staffToken): Promise<Answer> => {
    const body = new FormData();
    body.append('file', new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)]), 'form.pdf');
    const response = await fetch(`${t.server.url}/staff/uscis-form-editions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const call = async (method: 'GET' | 'POST', route: string, body?: object): Promise<Answer> => {
    const response = await fetch(`${t.server.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${t.staffToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const storedPdf = async (fileId: string) => {
    const { rows } = await t.server.pool.query<{ storage_key: string }>(
      'select storage_key from app_public.files where id = $1',
      [fileId],
    );
    return readFile(path.join(t.filesDir, rows[0]!.storage_key));
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-form-editions-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    const shipped = await openBlankForm(await readFile(`${USCIS_CORPUS}/i-129-2025-01-20.pdf`));
    const tu = shipped.getForm().getField(PASSPORT).acroField.dict.lookup(PDFName.of('TU'));
    passportTooltip = (tu as PDFString | PDFHexString).decodeText();
  }, 60_000);
  afterAll(async () => {
    // The editions added here would be filled by every later generation in this worker's database (and their files
    // go with this server's folder): they go with the file.
    await t?.server.pool.query('delete from app_public.uscis_form_editions where added_by = $1', [t.world.staff.id]);
    await t?.close();
  });

  it.each([
    ['g-28-2018-09-17.pdf', 'g-28', '2018-09-17'],
    ['i-907-2018-10-01.pdf', 'i-907', '2018-10-01'],
    ['i-129-2025-01-20.pdf', 'i-129', '2025-01-20'],
    ['i-140-2024-06-07.pdf', 'i-140', '2024-06-07'],
    ['i-765-2025-08-21.pdf', 'i-765', '2025-08-21'],
  ])('reads %s as its form and edition, from the file itself', async (file, form, edition) => {
    const read = await readBlankForm(await readFile(`${USCIS_CORPUS}/${file}`));
    expect([read.form, read.edition]).toEqual([form, edition]);
  });

  it('refuses what is not a newer blank edition of a form the app fills, in words, with 4xx', async () => {
    expect(await upload('just some text, not a PDF')).toEqual({
      status: 415,
      body: { error: 'This file is not a PDF. Upload the blank form as a PDF file, as USCIS publishes it.' },
    });
    const plain = await PDFDocument.create();
    plain.addPage().drawText('A cover letter', { font: await plain.embedFont(StandardFonts.Helvetica) });
    const notAForm = await upload(await plain.save());
    expect(notAForm.status).toBe(422);
    expect(notAForm.body.error).toMatch(/^This PDF is not a USCIS form the app fills \(G-28, I-907, I-129, I-140, I-765\)/);
    const other = await PDFDocument.create();
    other.addPage().drawText('Form I-130 Edition 04/01/24', { font: await other.embedFont(StandardFonts.Helvetica) });
    expect(await upload(await other.save())).toEqual({
      status: 422,
      body: {
        error: 'This is Form I-130, which the app does not fill. Editions can be added for G-28, I-907, I-129, I-140, I-765.',
      },
    });
    const filled = await openBlankForm(await readFile(`${USCIS_CORPUS}/g-28-2018-09-17.pdf`));
    filled.getForm().getTextField('form1[0].#subform[0].Pt1Line2a_FamilyName[0]').setText('Reyes');
    const notBlank = await upload(await filled.save({ updateFieldAppearances: false }));
    expect(notBlank.status).toBe(422);
    expect(notBlank.body.error).toMatch(
      /^This G-28 \(edition 09\/17\/2018\) is not blank: 1 field is filled in, for example "Part 1\./,
    );
    expect(await upload(await readFile(`${USCIS_CORPUS}/i-129-2025-01-20.pdf`))).toEqual({
      status: 409,
      body: {
        error:
          'The app already has the I-129 edition 01/20/2025; this file is the edition 01/20/2025, which is not newer. Only a newer edition can be added.',
      },
    });
    const customer = await upload(await readFile(`${USCIS_CORPUS}/g-28-2018-09-17.pdf`), t.beneficiaryToken);
    expect(customer.status).toBe(403);
    const { rows } = await t.server.pool.query('select 1 from app_public.uscis_form_editions');
    expect(rows).toEqual([]);
  });

  it('adds a renamed edition: detects form and edition, maps by tooltip, and reports the field it could not find', async () => {
    const bytes = await madeEdition('i-129-2025-01-20.pdf', { printedEdition: '02/27/26', retooltip: { [PASSPORT]: REWORDED } });
    const answer = await upload(bytes);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ form: 'i-129', number: 'I-129', edition: '2026-02-27' });
    expect(answer.body.unmatched).toEqual([passportTooltip.replace(/\s+/g, ' ').trim()]);
    expect(answer.body.matched).toBe((answer.body.total as number) - 1);
    expect(answer.body.total).toBeGreaterThan(100);

    const list = await call('GET', '/staff/uscis-form-editions');
    const i129 = (list.body.forms as Array<Record<string, unknown>>).find((form) => form.form === 'i-129')!;
    expect(i129).toMatchObject({ inUse: '2026-02-27', shipped: '2025-01-20' });
    expect(i129.added).toMatchObject([{ edition: '2026-02-27', matched: answer.body.matched, unmatched: answer.body.unmatched }]);

    // The same edition again, and an older one than it, are not newer.
    expect((await upload(bytes)).status).toBe(409);
  });

  it('fills the newest edition held: the case in the renamed fields, the unmatched one listed for hand entry', async () => {
    const forms = await call('GET', `/petitions/${t.world.petitionId}/forms`);
    const i129 = (
      forms.body.forms as Array<{ form: string; edition: string; missing: Array<{ field: string; message: string }> }>
    ).find((form) => form.form === 'i-129')!;
    expect(i129.edition).toBe('2026-02-27');
    const handEntry = i129.missing.filter((field) => field.field === PASSPORT);
    expect(handEntry.map((field) => field.message)).toEqual([
      'Beneficiary passport number — the form\'s edition 02/27/2026 has no box the app could match to it: write "Z12345678" by hand on the generated PDF',
    ]);

    const generated = await call('POST', `/petitions/${t.world.petitionId}/forms/i-129/generate`, {});
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    expect(generated.body.edition).toBe('2026-02-27');
    const doc = await PDFDocument.load(await storedPdf(generated.body.fileId as string));
    const form = doc.getForm();
    const names = new Set(form.getFields().map((field) => field.getName()));
    expect(names.has('form1[0].#subform[0].Line3_CompanyorOrgName[0]')).toBe(false);
    const text = (name: string) => form.getTextField(`form1[0].${name}`).getText();
    expect(text('#subform[0].Rev_Line3_CompanyorOrgName[0]')).toBe('Northwind Robotics, Inc.');
    expect(text('#subform[1].Rev_Part3_Line2_FamilyName[0]')).toBe('Sharma');
    expect(text('#subform[1].Rev_Part2_ClassificationSymbol[0]')).toBe('O-1A');
    expect(form.getCheckBox('form1[0].#subform[1].Rev_new[0]').isChecked()).toBe(true);
    // The reworded box is not guessed at: left empty, and listed.
    expect(text('#subform[2].Rev_Part3Line5_PassportorTravDoc[0]')).toBeUndefined();
    expect((generated.body.missing as Array<{ field: string }>).some((field) => field.field === PASSPORT)).toBe(true);
    const { rows } = await t.server.pool.query<{ edition: string }>(
      `select edition from app_public.petition_generated_forms where petition_id = $1 and form = 'i-129'`,
      [t.world.petitionId],
    );
    expect(rows).toEqual([{ edition: '2026-02-27' }]);
  });

  it('pairs the reworded box by hand: refuses a box of another kind or none, then fills it there on every generation', async () => {
    const listed = async () =>
      (
        (await call('GET', '/staff/uscis-form-editions')).body.forms as Array<{
          form: string;
          added: Array<{ matched: number; total: number; handPairing: { fields: unknown[]; boxes: unknown[] } | null }>;
        }>
      ).find((form) => form.form === 'i-129')!.added[0]!;
    const before = await listed();
    const label = passportTooltip.replace(/\s+/g, ' ').trim();
    expect(before.handPairing!.fields).toEqual([{ field: PASSPORT, label, kind: 'text' }]);
    const newBox = 'form1[0].#subform[2].Rev_Part3Line5_PassportorTravDoc[0]';
    // The reworded box is offered in its new words, with its page; boxes already paired and checkboxes are not.
    expect(before.handPairing!.boxes).toContainEqual({ field: newBox, label: `Page 3: ${REWORDED}`, kind: 'text' });
    const offered = before.handPairing!.boxes as Array<{ field: string; kind: string }>;
    expect(offered.some((box) => box.field === 'form1[0].#subform[0].Rev_Line3_CompanyorOrgName[0]')).toBe(false);
    expect(offered.every((box) => box.kind === 'text')).toBe(true);

    const pair = (box: string, field = PASSPORT) =>
      call('POST', '/staff/uscis-form-editions/pairings', { form: 'i-129', edition: '2026-02-27', field, box });
    const checkbox = await pair('form1[0].#subform[1].Rev_new[0]');
    expect([checkbox.status, checkbox.body.error]).toEqual([
      400,
      'This field is written into a text box, and the box chosen is a checkbox. Choose a text box.',
    ]);
    const taken = await pair('form1[0].#subform[0].Rev_Line3_CompanyorOrgName[0]');
    expect([taken.status, taken.body.error]).toEqual([400, 'The box chosen already holds another field. Choose another box.']);
    expect((await pair('form1[0].NoSuchBox[0]')).status).toBe(400);
    expect((await pair(newBox, 'form1[0].#subform[0].Line3_CompanyorOrgName[0]')).status).toBe(409);
    expect(
      (
        await call('POST', '/staff/uscis-form-editions/pairings', {
          form: 'i-129',
          edition: '2026-03-01',
          field: PASSPORT,
          box: newBox,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', '/staff/uscis-form-editions/pairings', {
          form: 'i-129',
          edition: 'soon',
          field: PASSPORT,
          box: newBox,
        })
      ).status,
    ).toBe(400);
    expect((await listed()).matched).toBe(before.matched);

    const paired = await pair(newBox);
    expect(paired.status, JSON.stringify(paired.body)).toBe(200);
    expect(paired.body).toEqual({ matched: before.total, total: before.total, unmatched: [] });
    expect((await listed()).handPairing).toBeNull();
    expect((await pair(newBox)).status).toBe(409);

    // The Forms tab no longer asks for it by hand, and the generated form has it in the box staff chose.
    const forms = await call('GET', `/petitions/${t.world.petitionId}/forms`);
    const i129 = (forms.body.forms as Array<{ form: string; missing: Array<{ field: string }> }>).find(
      (form) => form.form === 'i-129',
    )!;
    expect(i129.missing.some((field) => field.field === PASSPORT)).toBe(false);
    const generated = await call('POST', `/petitions/${t.world.petitionId}/forms/i-129/generate`, {});
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const doc = await PDFDocument.load(await storedPdf(generated.body.fileId as string));
    expect(doc.getForm().getTextField(newBox).getText()).toBe('Z12345678');
  });

  it('keeps a field paired or unmatched, and each box for one field (the table says so)', async () => {
    const pool = t.server.pool;
    await expect(
      pool.query(
        `update app_public.uscis_form_editions set unmatched_fields = array_append(unmatched_fields, $1) where form = 'i-129'`,
        [PASSPORT],
      ),
    ).rejects.toThrow(/uscis_form_editions_pairs_consistent/);
    await expect(
      pool.query(
        `update app_public.uscis_form_editions
            set field_names = field_names || jsonb_build_object('form1[0].Extra[0]', field_names ->> $1) where form = 'i-129'`,
        [PASSPORT],
      ),
    ).rejects.toThrow(/uscis_form_editions_pairs_consistent/);
  });

  it('keeps each form and edition once (the table says so too)', async () => {
    const { rows } = await t.server.pool.query<{ file_id: string; added_by: string }>(
      'select file_id, added_by from app_public.uscis_form_editions',
    );
    await expect(
      t.server.pool.query(
        `insert into app_public.uscis_form_editions (form, edition, file_id, field_names) values ('i-129', '2026-02-27', $1, '{}')`,
        [rows[0]!.file_id],
      ),
    ).rejects.toThrow(/uscis_form_editions_form_edition_key/);
  });

  it('withdraws an added edition: the shipped one is filled again, and the same edition may be added again', async () => {
    const bytes = await madeEdition('i-129-2025-01-20.pdf', { printedEdition: '02/27/26', retooltip: { [PASSPORT]: REWORDED } });
    const withdraw = (edition: string) => call('POST', '/staff/uscis-form-editions/withdrawals', { form: 'i-129', edition });
    const withdrawn = await withdraw('2026-02-27');
    expect([withdrawn.status, withdrawn.body]).toEqual([200, { inUse: '2025-01-20' }]);
    const list = await call('GET', '/staff/uscis-form-editions');
    expect((list.body.forms as Array<Record<string, unknown>>).find((form) => form.form === 'i-129')).toMatchObject({
      inUse: '2025-01-20',
      added: [],
    });
    const forms = await call('GET', `/petitions/${t.world.petitionId}/forms`);
    expect((forms.body.forms as Array<{ form: string; edition: string }>).find((form) => form.form === 'i-129')!.edition).toBe(
      '2025-01-20',
    );
    const again = await withdraw('2026-02-27');
    expect([again.status, again.body.error]).toEqual([404, 'The app has no I-129 edition 02/27/2026 added.']);
    // Added again, it is matched afresh: the reworded box is to be paired again.
    const readded = await upload(bytes);
    expect(readded.status, JSON.stringify(readded.body)).toBe(201);
    expect(readded.body.unmatched).toHaveLength(1);
  });
});
