import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { asUser } from '@app/db';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PacketSources } from '../../src/packets/packet-sources.ts';
import { giveWorldTheDemoCase } from '../forms/case-fixture.ts';
import { graphql } from '../support/graphql-client.ts';
import { addExhibit, addModule, attachFiles, pageTexts, pdfOfPages } from './packet-fixture.ts';
import { startPacketTestServer, type PacketTestServer } from './packet-test-server.ts';

const COMPILE = `mutation PacketFormsTestCompile($petitionId: UUID!) {
  compilePetition(input: { petitionId: $petitionId }) { compiledPetition { id status } }
}`;

/**
 * The filed forms' page counts, read from each generated file below too: the G-28 and I-907 whole ("Page 1 of 4", …),
 * the I-129 its form (pages 1–8 of 38) and the O and P supplement of the O-1A case (pages 28–30), as USCIS numbers them.
 */
const FORM_PAGES = { 'g-28': 4, 'i-907': 7, 'i-129': 11 } as const;
const PRINTED_PAGES = {
  'g-28': { numbers: [1, 2, 3, 4], of: 4 },
  'i-907': { numbers: [1, 2, 3, 4, 5, 6, 7], of: 7 },
  'i-129': { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 28, 29, 30], of: 38 },
} as const;

/**
 * Issue 28, "packet order as filed": the demo O-1A case with premium processing, its forms generated through the
 * real route, compiled by the real job; the packet read back with pdf.js (page text and form field values).
 */
describe('packet with the generated USCIS forms', () => {
  let t: PacketTestServer;
  let exhibitFileId: string;

  const generate = async (form: string): Promise<string> => {
    const response = await fetch(`${t.server.url}/petitions/${t.world.petitionId}/forms/${form}/generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.staffToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { fileId: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    return body.fileId;
  };

  const storedBytes = async (fileId: string) => {
    const { rows } = await t.server.pool.query<{ storage_key: string }>(
      'select storage_key from app_public.files where id = $1',
      [fileId],
    );
    return readFile(path.join(t.filesDir, rows[0]!.storage_key));
  };

  /** Compiles as staff and answers the packet's bytes and the sources staff read from its row. */
  const compile = async () => {
    const started = await graphql<{ compilePetition: { compiledPetition: { id: string } } }>(
      t.server.url,
      t.staffToken,
      COMPILE,
      {
        petitionId: t.world.petitionId,
      },
    );
    expect(started.errors).toBeUndefined();
    const id = started.data!.compilePetition.compiledPetition.id;
    for (let i = 0; i < 600; i++) {
      const row = await asUser(t.server.pool, t.world.staff.id, async (client) => {
        const { rows } = await client.query<{
          status: string;
          failure_reason: string | null;
          file_id: string | null;
          page_count: number | null;
          sources: PacketSources | null;
        }>(
          `select c.status, c.failure_reason, c.file_id, c.page_count, s.sources
             from app_public.compiled_petitions c
             left join app_public.compiled_petition_sources s on s.compiled_petition_id = c.id
            where c.id = $1`,
          [id],
        );
        return rows[0];
      });
      if (row && row.status !== 'RUNNING') {
        expect(row).toMatchObject({ status: 'COMPLETED', failure_reason: null });
        return { ...row, id, pdf: await storedBytes(row.file_id!) };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('compile still RUNNING after 60 s');
  };

  /** The value of a form field on a packet page, read from the page's widgets by the field's full name. */
  const fieldValue = async (pdf: Uint8Array, pageNumber: number, fieldName: string) => {
    const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
    const doc = await task.promise;
    const annotations = (await (await doc.getPage(pageNumber)).getAnnotations()) as Array<{
      fieldName?: string;
      fieldValue?: unknown;
    }>;
    await task.destroy();
    return annotations.find((annotation) => annotation.fieldName === fieldName)?.fieldValue;
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-packet-forms-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    // The world's own modules name files the test storage does not hold: out of this packet.
    await t.server.pool.query('update app_public.modules set visible = false where petition_id = $1', [t.world.petitionId]);
    const moduleId = await addModule(t.server.pool, t.world.petitionId, 0, { name: 'Awards' });
    const exhibit = await addExhibit(t.server.pool, t.world.petitionId, moduleId, 0, { name: 'Award certificate' });
    const [fileId] = await attachFiles(t.server.pool, t.filesDir, exhibit, [
      { name: 'certificate.pdf', mimeType: 'application/pdf', bytes: await pdfOfPages(2, 'Certificate') },
    ]);
    exhibitFileId = fileId!;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('files the forms first (G-28, I-907, I-129), unnumbered, then the numbered cover, index and exhibits', async () => {
    const g28 = await generate('g-28');
    const i129 = await generate('i-129');
    const i907 = await generate('i-907');
    for (const [fileId, pages] of [
      [g28, FORM_PAGES['g-28']],
      [i907, FORM_PAGES['i-907']],
      [i129, FORM_PAGES['i-129']],
    ] as const) {
      expect(await pageTexts(await storedBytes(fileId))).toHaveLength(pages);
    }

    const packet = await compile();
    const pages = await pageTexts(packet.pdf);
    const formPages = FORM_PAGES['g-28'] + FORM_PAGES['i-907'] + FORM_PAGES['i-129'];
    // forms + cover 1 + index 1 + A-1 (tab, 2 pages)
    expect(pages).toHaveLength(formPages + 1 + 1 + 3);
    expect(packet.page_count).toBe(pages.length);

    const expectForm = (first: number, form: string, printed: { numbers: readonly number[]; of: number }) => {
      for (const [index, n] of printed.numbers.entries()) {
        const text = pages[first + index - 1]!;
        expect(text).toContain(form);
        expect(text).toContain(`Page ${n} of ${printed.of}`);
        // Forms are filed as USCIS prints them: no Bates number on them.
        expect(text).not.toMatch(/PS-\d{6}/);
      }
    };
    expectForm(1, 'Form G-28', PRINTED_PAGES['g-28']);
    expectForm(1 + FORM_PAGES['g-28'], 'Form I-907', PRINTED_PAGES['i-907']);
    expectForm(1 + FORM_PAGES['g-28'] + FORM_PAGES['i-907'], 'I-129', PRINTED_PAGES['i-129']);
    // The filled values travel with the forms (the G-28's petitioner, the I-129's beneficiary).
    expect(await fieldValue(packet.pdf, 2, 'form1[0].#subform[1].Pt3Line7a_NameOfEntity[0]')).toBe('Northwind Robotics, Inc.');

    // Numbering starts at the cover page, so the index's ranges are those stamped on the pages.
    const numbered = pages.slice(formPages);
    numbered.forEach((text, index) => expect(text).toContain(`PS-${String(index + 1).padStart(6, '0')}`));
    expect(numbered[0]).toContain(t.world.beneficiary.fullName);
    expect(numbered[1]).toMatch(/A-1\s+Award certificate\s+PS-000003–PS-000005/);
    expect(numbered[2]).toContain('Exhibit A-1');
    expect(numbered[3]).toContain('Certificate page 1');
    expect(numbered[4]).toContain('Certificate page 2');

    // The versions it was made of, readable by staff on the packet's row.
    expect(packet.sources).toMatchObject({
      unnumberedPages: formPages,
      coverLetter: null,
      forms: [
        { form: 'g-28', number: 'G-28', edition: '2018-09-17', fileId: g28, firstPage: 1, pageCount: 4 },
        { form: 'i-907', number: 'I-907', edition: '2018-10-01', fileId: i907, firstPage: 5, pageCount: 7 },
        { form: 'i-129', number: 'I-129', edition: '2025-01-20', fileId: i129, firstPage: 12, pageCount: 11 },
      ],
      exhibits: [{ label: 'A-1', title: 'Award certificate', files: [{ fileId: exhibitFileId, name: 'certificate.pdf' }] }],
    });
    expect(packet.sources!.forms.every((form) => /^[0-9a-f]{64}$/.test(form.sha256 ?? ''))).toBe(true);

    // Shared with the customer, the packet is theirs to read, but not which form copies and files made it.
    await t.server.pool.query('update app_public.compiled_petitions set shared_with_customers = true where id = $1', [packet.id]);
    const seen = await asUser(t.server.pool, t.world.beneficiary.id, async (client) => ({
      packets: (await client.query('select id from app_public.compiled_petitions where id = $1', [packet.id])).rowCount,
      sources: (
        await client.query('select 1 from app_public.compiled_petition_sources where compiled_petition_id = $1', [packet.id])
      ).rowCount,
    }));
    expect(seen).toEqual({ packets: 1, sources: 0 });
  }, 120_000);

  it('uses the regenerated copy of a form, never the one an earlier packet used', async () => {
    const first = await compile();
    await t.server.pool.query(`update app_public.companies set legal_name = 'Northwind Robotics Holdings, Inc.' where id = $1`, [
      t.world.companyId,
    ]);
    const regenerated = await generate('g-28');
    const second = await compile();
    const [before, after] = [first.sources!, second.sources!];
    expect(after.forms.map((form) => form.form)).toEqual(['g-28', 'i-907', 'i-129']);
    expect(after.forms[0]!.fileId).toBe(regenerated);
    expect(after.forms[0]!.fileId).not.toBe(before.forms[0]!.fileId);
    // The other forms were not regenerated: the same copies.
    expect(after.forms.slice(1).map((form) => form.fileId)).toEqual(before.forms.slice(1).map((form) => form.fileId));
    expect(await fieldValue(second.pdf, 2, 'form1[0].#subform[1].Pt3Line7a_NameOfEntity[0]')).toBe(
      'Northwind Robotics Holdings, Inc.',
    );
    // The earlier packet still holds the copy it was compiled with.
    expect(await fieldValue(first.pdf, 2, 'form1[0].#subform[1].Pt3Line7a_NameOfEntity[0]')).toBe('Northwind Robotics, Inc.');
  }, 120_000);

  it('files the marked cover letter after the forms and before the numbered cover page; one cover letter per petition', async () => {
    // Two signed letters; marking the second moves the mark (migration 0051).
    const letterIds: string[] = [];
    for (const [name, text] of [
      ['Expert letter', 'Expert letter'],
      ['Cover letter to USCIS', 'Cover letter'],
    ] as const) {
      const hidden = await addExhibit(
        t.server.pool,
        t.world.petitionId,
        await addModule(t.server.pool, t.world.petitionId, 9, { visible: false }),
        0,
      );
      const [fileId] = await attachFiles(t.server.pool, t.filesDir, hidden, [
        { name: `${name}.pdf`, mimeType: 'application/pdf', bytes: await pdfOfPages(name === 'Expert letter' ? 1 : 2, text) },
      ]);
      const { rows } = await t.server.pool.query<{ id: string }>(
        `insert into app_public.petition_letters (petition_id, name, final_file_id, is_cover_letter) values ($1, $2, $3, true) returning id`,
        [t.world.petitionId, name, fileId],
      );
      letterIds.push(rows[0]!.id);
    }
    const { rows: marked } = await t.server.pool.query<{ id: string }>(
      'select id from app_public.petition_letters where petition_id = $1 and is_cover_letter',
      [t.world.petitionId],
    );
    expect(marked).toEqual([{ id: letterIds[1] }]);

    const packet = await compile();
    const pages = await pageTexts(packet.pdf);
    const formPages = FORM_PAGES['g-28'] + FORM_PAGES['i-907'] + FORM_PAGES['i-129'];
    expect(pages[formPages - 1]).toContain('I-129');
    expect(pages[formPages]).toContain('Cover letter page 1');
    expect(pages[formPages + 1]).toContain('Cover letter page 2');
    // Unnumbered like the forms; the packet's own cover page is PS-000001.
    expect(pages[formPages]).not.toMatch(/PS-\d{6}/);
    expect(pages[formPages + 2]).toContain('PS-000001');
    expect(pages.join('\n')).not.toContain('Expert letter page 1');
    expect(packet.sources).toMatchObject({
      unnumberedPages: formPages + 2,
      coverLetter: { letterId: letterIds[1], name: 'Cover letter to USCIS', firstPage: formPages + 1, pageCount: 2 },
    });
    await t.server.pool.query('update app_public.petition_letters set is_cover_letter = false where petition_id = $1', [
      t.world.petitionId,
    ]);
  }, 120_000);
});
