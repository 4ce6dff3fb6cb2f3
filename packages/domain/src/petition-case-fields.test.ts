import { describe, expect, it } from 'vitest';
import { FIELD_CONSTRAINT_MESSAGES, optionalFieldError } from './field-rules.ts';
import { PetitionMetadataSchema } from './petition-metadata.ts';
import { PROPOSED_SALARY_ERROR, PROPOSED_SALARY_PATTERN } from './proposed-salary.ts';
import { characterCount } from './text-bounds.ts';
import {
  CASE_FIELD_LIMITS,
  CASE_FIELD_SCHEMAS,
  CASE_FIELD_TEXTS,
  PETITION_CASE_DETAIL_FIELDS,
  fieldOfEndeavorSchema,
  normalizeMultiLineText,
  projectManagementStatusSchema,
  proposedUSRoleSchema,
  trackingNumberSchema,
  uscisAddressSchema,
  worksiteLocationSchema,
  type CaseTextField,
} from './petition-case-fields.ts';

const ONE_LINE_FIELDS = [
  'trackingNumber',
  'projectManagementStatus',
  'fieldOfEndeavor',
  'proposedUSRole',
  'worksiteLocation',
] as const satisfies readonly CaseTextField[];

describe('the case fields of the petition page', () => {
  it('bounds each field as decided: address 300 characters in 6 lines, tracking number 60, status and role 120', () => {
    expect(CASE_FIELD_LIMITS).toEqual({
      uscisAddress: { maxLength: 300, maxLines: 6 },
      trackingNumber: { maxLength: 60 },
      projectManagementStatus: { maxLength: 120 },
      fieldOfEndeavor: { maxLength: 200 },
      proposedUSRole: { maxLength: 120 },
      worksiteLocation: { maxLength: 200 },
    });
  });

  it.each(ONE_LINE_FIELDS)(
    '%s: one line up to its limit, trimmed; longer, a line break or a control character is refused',
    (field) => {
      const schema = CASE_FIELD_SCHEMAS[field];
      const max = CASE_FIELD_LIMITS[field].maxLength;
      const message = CASE_FIELD_TEXTS[field];
      expect(schema.parse(`  ${'a'.repeat(max)}\t`)).toBe('a'.repeat(max));
      expect(schema.parse('On\ttrack')).toBe('On track');
      for (const bad of ['a'.repeat(max + 1), 'two\nlines', 'bell\u0007', 'c1\u0085']) {
        expect(optionalFieldError(schema, bad), JSON.stringify(bad)).toBe(message);
      }
      expect(message).toContain(String(max));
      // '' is "not given": the page saves null.
      expect(optionalFieldError(schema, '   ')).toBeNull();
    },
  );

  it('counts characters as the database does: an emoji is one character, not two UTF-16 units', () => {
    expect(characterCount('👍')).toBe(1);
    const max = CASE_FIELD_LIMITS.trackingNumber.maxLength;
    expect(trackingNumberSchema.safeParse('👍'.repeat(max)).success).toBe(true);
    expect(trackingNumberSchema.safeParse('👍'.repeat(max + 1)).success).toBe(false);
  });

  it('takes a USCIS address in up to 6 lines and 300 characters, tidied: line ends, blank lines, spaces', () => {
    const pasted = ' USCIS  \r\nAttn: I-129\r\n\r\n2500 Westfield Drive\nElgin, IL 60124-7836 \n';
    expect(uscisAddressSchema.parse(pasted)).toBe('USCIS\nAttn: I-129\n2500 Westfield Drive\nElgin, IL 60124-7836');
    expect(normalizeMultiLineText('a\r\rb')).toBe('a\nb');
    const six = ['USCIS', 'California Service Center', 'Attn: I-129', '24000 Avila Road', 'Room 2312', 'Laguna Niguel, CA 92677'];
    expect(uscisAddressSchema.parse(six.join('\n'))).toBe(six.join('\n'));
    const message = CASE_FIELD_TEXTS.uscisAddress;
    expect(optionalFieldError(uscisAddressSchema, [...six, 'Seventh line'].join('\n'))).toBe(message);
    // 300 characters with the line breaks.
    expect(uscisAddressSchema.safeParse(`${'a'.repeat(149)}\n${'b'.repeat(150)}`).success).toBe(true);
    expect(optionalFieldError(uscisAddressSchema, `${'a'.repeat(150)}\n${'b'.repeat(150)}`)).toBe(message);
    expect(optionalFieldError(uscisAddressSchema, 'x'.repeat(3000))).toBe(message);
    expect(optionalFieldError(uscisAddressSchema, 'USCIS\u0000Dallas')).toBe(message);
    expect(message).toBe('Write the USCIS address in at most 6 lines and 300 characters');
  });

  it('keeps the everyday values of each field', () => {
    expect(trackingNumberSchema.parse('1Z 999 AA1 01 2345 6784')).toBe('1Z 999 AA1 01 2345 6784');
    expect(trackingNumberSchema.parse('9400 1000 0000 0000 0000 00')).toBe('9400 1000 0000 0000 0000 00');
    expect(projectManagementStatusSchema.parse('Waiting on expert letters')).toBe('Waiting on expert letters');
    expect(fieldOfEndeavorSchema.parse('Machine learning infrastructure')).toBe('Machine learning infrastructure');
    expect(proposedUSRoleSchema.parse(' Staff Software Engineer ')).toBe('Staff Software Engineer');
    expect(worksiteLocationSchema.parse('500 Howard St, San Francisco, CA 94105')).toBe('500 Howard St, San Francisco, CA 94105');
  });

  it("maps each database check of the petitions' case columns to its field's sentence", () => {
    expect(FIELD_CONSTRAINT_MESSAGES['petitions_uscis_address_text']).toBe(CASE_FIELD_TEXTS.uscisAddress);
    expect(FIELD_CONSTRAINT_MESSAGES['petitions_tracking_number_text']).toBe(CASE_FIELD_TEXTS.trackingNumber);
    expect(FIELD_CONSTRAINT_MESSAGES['petitions_project_management_status_text']).toBe(CASE_FIELD_TEXTS.projectManagementStatus);
  });

  it("bounds the builder's texts in the petition metadata too (the builder's Create and POST /petition)", () => {
    const tooLong = 'a'.repeat(CASE_FIELD_LIMITS.fieldOfEndeavor.maxLength + 1);
    const refused = PetitionMetadataSchema.safeParse({ fieldOfEndeavor: tooLong });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(CASE_FIELD_TEXTS.fieldOfEndeavor);
    expect(PetitionMetadataSchema.safeParse({ proposedUSRole: 'Staff\nEngineer' }).success).toBe(false);
    expect(PetitionMetadataSchema.parse({ worksiteLocation: ' Austin, TX ' })).toEqual({ worksiteLocation: 'Austin, TX' });
  });
});

describe('PETITION_CASE_DETAIL_FIELDS', () => {
  it('gives the salary an example written as money, which the salary rule takes', () => {
    const salary = PETITION_CASE_DETAIL_FIELDS.find((field) => field.key === 'proposedUSSalary')!;
    const example = salary.placeholder.replace(/^e\.g\. /, '');
    expect(example).toMatch(/^\$\d{1,3}(,\d{3})+ /);
    expect(PROPOSED_SALARY_PATTERN.test(example)).toBe(true);
  });

  it("gives the salary rule's refusal the same example as the field, in one wording", () => {
    const salary = PETITION_CASE_DETAIL_FIELDS.find((field) => field.key === 'proposedUSSalary')!;
    expect(PROPOSED_SALARY_ERROR).toBe('Enter the salary as an amount and how often it is paid, e.g. $185,000 per year');
    expect(PROPOSED_SALARY_ERROR.endsWith(salary.placeholder)).toBe(true);
  });
});
