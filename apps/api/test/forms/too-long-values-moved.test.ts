import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, type PDFForm } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS, isMovedValueNote, type FormCaseData } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { fillForm } from '../../src/forms/fill-form.ts';
import { demoFormCase } from './demo-case.ts';
import { byTooltip, fieldOf } from './read-filled-form.ts';

/**
 * A case value too long for its box is written in full in the form's Additional Information part, as USCIS's
 * instructions ask: a row naming the box's page, part and item, and the text; the box itself says "See Additional
 * Information". The rows are read back here by the form's own tooltips ("Part 9. Additional Information … 2. A. Enter
 * Page Number."), never by the names the fill chose.
 */

/** Row `item` of the part (page, part, item number, text) as the form prints it. */
function row(pdf: PDFForm, part: number, item: number): Array<string | null> {
  const of = (letter: string, what: string) =>
    byTooltip(pdf, new RegExp(`^Part ${part}\\.\\s+Additional Information.*\\b${item}\\. ${letter}\\. Enter ${what}`, 'i'));
  return [of('A', 'Page Number'), of('B', 'Part Number'), of('C', 'Item Number'), of('D', 'Additional Information')];
}

const LONG_STREET = '4100 North Commerce Center Boulevard at Riverside Industrial'; // 60 characters

function caseWithLongStreet(street = LONG_STREET): FormCaseData {
  const base = demoFormCase();
  return demoFormCase({ petitioner: { ...base.petitioner, address: { ...base.petitioner.address!, street } } });
}

async function filled(form: keyof typeof CURRENT_FORM_EDITIONS, data: FormCaseData, overrides = new Map<string, string>()) {
  const result = await fillForm(CURRENT_FORM_EDITIONS[form], data, { overrides });
  return { bytes: result.bytes, pdf: (await PDFDocument.load(result.bytes)).getForm(), missing: result.missing };
}

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

/** The last page's text as a reader (pdftotext) extracts it: what the appended continuation page says. */
async function lastPageText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'continuation-'));
  try {
    const file = path.join(dir, 'form.pdf');
    await writeFile(file, bytes);
    const last = String(await pageCount(bytes));
    const { stdout } = await promisify(execFile)('pdftotext', ['-f', last, '-l', last, file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('a value too long for its box', () => {
  it('goes in full to the I-129’s Part 9 with its page, part and item, and its box refers to it', async () => {
    expect([...LONG_STREET]).toHaveLength(60);
    const { pdf, missing } = await filled('i-129', caseWithLongStreet());
    // Part 1, item 3 (the petitioner's mailing address) is on page 1.
    expect(byTooltip(pdf, /^Part 1\. Petitioner Information\. 3\. Mailing Address.*Enter Street Number and Name/)).toBe(
      'See Additional Information',
    );
    expect(row(pdf, 9, 2)).toEqual(['1', '1', '3', LONG_STREET]);
    expect(row(pdf, 9, 3)).toEqual([null, null, null, null]);
    expect(missing.filter((entry) => entry.label === 'Petitioner mailing address: street').map((entry) => entry.message)).toEqual(
      [
        `Petitioner mailing address: street — moved to Part 9, item 2 (Additional Information) in full: "${LONG_STREET}" has 60 characters and the box takes 34; the row names page 1, Part 1, item 3 and the box says "See Additional Information"`,
      ],
    );
  });

  it('goes to the I-140’s Part 11 and the I-907’s Part 6 by the same rule', async () => {
    const i140 = await filled('i-140', caseWithLongStreet());
    expect(row(i140.pdf, 11, 3)).toEqual(['1', '1', '3.b', LONG_STREET]);
    const i907 = await filled('i-907', caseWithLongStreet());
    // The I-907's requestor (the petitioner) mailing address is Part 1, item 5, on page 1.
    expect(row(i907.pdf, 6, 3)).toEqual(['1', '1', '5', LONG_STREET]);
  });

  it('comes after the Part 6 text staff typed on the G-28, which the part keeps, and prints the client’s name', async () => {
    const typed = new Map([
      [fieldOf('g-28', 'Part 6 item 2: additional information'), 'The client also uses the name D. Okafor.'],
    ]);
    const { pdf } = await filled('g-28', caseWithLongStreet(), typed);
    expect(row(pdf, 6, 2)).toEqual([null, null, null, 'The client also uses the name D. Okafor.']);
    // Part 3, item 13.a (as the form prints it): the client's (the petitioner's) mailing address, on page 2.
    expect(row(pdf, 6, 3)).toEqual(['2', '3', '13.a', LONG_STREET]);
    expect(byTooltip(pdf, /^Part 6\. Additional Information\..*1\. A\..*pre-populated from Part 3/)).toBe('Okafor');
  });

  it('leaves its box empty when even the reference does not fit, and the row still holds it', async () => {
    const base = demoFormCase();
    const province = 'Provincia de Buenos Aires'; // 25 characters: the province box takes 20
    const data = demoFormCase({
      petitioner: {
        ...base.petitioner,
        address: { ...base.petitioner.address!, country: 'AR', state: null, province, postalCode: 'B1636' },
      },
    });
    const { pdf, missing } = await filled('i-129', data);
    expect(byTooltip(pdf, /^Part 1\. Petitioner Information\. 3\. Mailing Address.*Enter Province/)).toBeNull();
    expect(row(pdf, 9, 2)).toEqual(['1', '1', '3', province]);
    expect(missing.find((entry) => entry.label === 'Petitioner mailing address: province')?.message).toMatch(
      /moved to Part 9, item 2 .* the box is left empty \(the reference does not fit it\)$/,
    );
  });

  it('goes on a continuation page added after the form once the part has no free row left', async () => {
    const base = demoFormCase();
    const long = (what: string) => `${what} ${'x'.repeat(60)}`;
    const data = demoFormCase({
      beneficiary: { ...base.beneficiary, aNumber: 'A-098-765-432' },
      petitioner: {
        ...base.petitioner,
        address: { ...base.petitioner.address!, street: long('street'), city: long('city') },
      },
      worksite: { ...base.worksite!, street: long('worksite'), city: long('worksite city') },
    });
    const { bytes, pdf, missing } = await filled('i-129', data);
    // The I-129's Part 9 has three rows (items 2 to 4): the first three values in the form's order take them.
    expect([2, 3, 4].map((item) => row(pdf, 9, item)[3])).toEqual([long('street'), long('city'), long('worksite')]);
    // The fourth continues the part on the page appended last, headed as Part 9 is (its A-Number) and by whose it is.
    const worksiteCity = /^Part 5\.\s+Basic Information About the Proposed Employment.*Address 1\. City or Town/;
    expect(byTooltip(pdf, worksiteCity)).toBe('See Additional Information');
    const sheet = await lastPageText(bytes);
    expect(sheet).toContain('I-129, Petition for a Nonimmigrant Worker (Edition 01/20/25)');
    expect(sheet).toContain('Part 9. Additional Information (continued)');
    expect(sheet).toContain('Beneficiary: Sharma, Priya');
    expect(sheet).toContain('A-Number: 098765432');
    expect(sheet).toMatch(/Page Number: 5\s+Part Number: 5\s+Item Number: 3\s+worksite city x{60}/);
    expect(sheet).toContain('Signature:');
    // Nothing more is missing than without the long values: every line about one says where it went.
    const plain = await filled('i-129', demoFormCase({ beneficiary: data.beneficiary }));
    const stillMissing = (list: typeof missing) => list.filter((entry) => !isMovedValueNote(entry)).map((e) => e.message);
    expect(stillMissing(missing)).toEqual(stillMissing(plain.missing));
    const line = missing.find((entry) => entry.label === 'Worksite address: city or town')!;
    expect(line.message).toBe(
      `Worksite address: city or town — written in full on a continuation page added at the end of the form (Part 9's ` +
        `Additional Information rows are all used): "${long('worksite city')}" has 74 characters and the box takes 40; ` +
        `the page names page 5, Part 5, item 3 and the box says "See Additional Information". The signer signs and ` +
        `dates that page too`,
    );
  });

  it('adds no page while the part’s rows hold every value', async () => {
    const plain = await filled('i-129', demoFormCase());
    const moved = await filled('i-129', caseWithLongStreet());
    expect(await pageCount(moved.bytes)).toBe(await pageCount(plain.bytes));
    expect(await lastPageText(moved.bytes)).not.toContain('Additional Information (continued)');
  });

  it('heads a G-28’s page with Part 6’s client name, as its header asks', async () => {
    const base = demoFormCase();
    const long = (what: string) => `${what} ${'y'.repeat(40)}`;
    // Five rows (items 2 to 6) and six values: the firm, the attorney's e-mail and four address lines.
    const data = demoFormCase({
      attorney: {
        ...base.attorney!,
        firmName: long('firm'),
        email: `${'y'.repeat(40)}@firm.example`,
        address: { ...base.attorney!.address!, street: long('attorney street'), city: long('attorney city') },
      },
      petitioner: {
        ...base.petitioner,
        address: { ...base.petitioner.address!, street: long('street'), city: long('city') },
      },
    });
    const { bytes, missing } = await filled('g-28', data);
    const tooLong = missing.filter((entry) => isMovedValueNote(entry));
    const onSheet = tooLong.filter((entry) => entry.message.includes('continuation page'));
    expect(onSheet.length).toBeGreaterThan(0);
    const sheet = await lastPageText(bytes);
    expect(sheet).toContain('G-28');
    expect(sheet).toContain('Part 6. Additional Information (continued)');
    expect(sheet).toContain('Family Name (Last Name): Okafor');
    expect(sheet).toContain('Given Name (First Name): Daniel');
    for (const entry of onSheet) expect(sheet.replace(/\s+/g, ' ')).toContain(/"(.*)" has/.exec(entry.message)![1]);
  });

  /**
   * The I-907's Part 6 header (items 1 and 2) copies Part 1 in USCIS's XFA, which the app drops: the app prints the
   * filer there, read back by the blank form's tooltips, and the continuation page repeats it.
   */
  describe('the I-907’s Part 6 header and continuation page', () => {
    const long = (what: string) => `${what} ${'z'.repeat(40)}`;
    // Three rows (item 3, item 4 twice) and four values: a company's mailing street and city and its own street and
    // city (Part 1 item 7); a self-petitioner abroad's mailing street, city, province and postal code.
    const i907Case = (selfPetition: boolean): FormCaseData => {
      const base = demoFormCase();
      const address = { ...base.petitioner.address!, street: long('street'), city: long('city') };
      const abroad = {
        ...base.beneficiary.foreignAddress!,
        street: long('street'),
        city: long('city'),
        province: long('province'),
        postalCode: '411014-123456',
      };
      return demoFormCase({
        petition: selfPetition ? { ...base.petition, visaClass: 'eb_1a', selfPetition: true } : base.petition,
        beneficiary: {
          ...base.beneficiary,
          aNumber: 'A-098-765-432',
          ...(selfPetition ? { usAddress: null, foreignAddress: abroad } : {}),
        },
        petitioner: { ...base.petitioner, address },
      });
    };
    const header = (pdf: PDFForm) => [
      byTooltip(pdf, /^Part 6\.\s+Additional Information\..*1\. Enter Family Name/),
      byTooltip(pdf, /^Part 6\.\s+Additional Information\.\s+1\. Enter Given Name/),
      byTooltip(pdf, /^Part 6\.\s+Additional Information\.\s+1\. Enter Middle Name/),
      byTooltip(pdf, /^Part 6\.\s+Additional Information\. 2\. A\. Number/),
    ];

    it('names the petitioning company, with no A-Number, on a company’s request', async () => {
      const data = i907Case(false);
      const { bytes, pdf, missing } = await filled('i-907', data);
      expect(missing.some((entry) => entry.message.includes('continuation page'))).toBe(true);
      expect(header(pdf)).toEqual([data.petitioner.name, null, null, null]);
      const sheet = await lastPageText(bytes);
      expect(sheet).toContain('Part 6. Additional Information (continued)');
      expect(sheet).toContain(`Family Name (Last Name): ${data.petitioner.name}`);
      expect(sheet).not.toContain('A-Number');
      expect(sheet).not.toContain('Beneficiary:');
    });

    it('names the self-petitioner and her A-Number on her own request', async () => {
      const { bytes, pdf, missing } = await filled('i-907', i907Case(true));
      expect(missing.some((entry) => entry.message.includes('continuation page'))).toBe(true);
      expect(header(pdf)).toEqual(['Sharma', 'Priya', null, '098765432']);
      const sheet = await lastPageText(bytes);
      expect(sheet).toContain('Family Name (Last Name): Sharma');
      expect(sheet).toContain('Given Name (First Name): Priya');
      expect(sheet).toContain('A-Number: 098765432');
    });

    it('stays empty while Part 6 carries no text', async () => {
      const base = demoFormCase();
      const selfPetition = demoFormCase({
        petition: { ...base.petition, visaClass: 'eb_1a', selfPetition: true },
        beneficiary: { ...base.beneficiary, aNumber: 'A-098-765-432' },
      });
      expect(header((await filled('i-907', selfPetition)).pdf)).toEqual([null, null, null, null]);
    });
  });
});
