import { readFile } from 'node:fs/promises';
import { PDFCheckBox, PDFDropdown, PDFTextField } from '@cantoo/pdf-lib';
import { CURRENT_FORM_EDITIONS, type FormEdition } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { openBlankForm, templateUrl } from '../../src/forms/form-templates.ts';

/** What the shipped PDF has under a field name: its kind, and a checkbox's export (on) value. */
async function pdfFields(edition: FormEdition) {
  const doc = await openBlankForm(await readFile(templateUrl(edition)));
  const fields = new Map<string, { kind: string; exportValue?: string; options?: string[] }>();
  for (const field of doc.getForm().getFields()) {
    if (field instanceof PDFTextField) fields.set(field.getName(), { kind: 'text' });
    else if (field instanceof PDFDropdown) fields.set(field.getName(), { kind: 'choice', options: field.getOptions() });
    else if (field instanceof PDFCheckBox) {
      fields.set(field.getName(), { kind: 'checkbox', exportValue: field.acroField.getOnValue()?.decodeText() });
    } else fields.set(field.getName(), { kind: 'other' });
  }
  return fields;
}

describe.each(Object.values(CURRENT_FORM_EDITIONS))('the $form ($edition) field map', (edition) => {
  it('names only fields the shipped PDF has, each with the kind and export value it expects', async () => {
    const fields = await pdfFields(edition);
    expect(fields.size).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const entry of edition.fields) {
      const found = fields.get(entry.field);
      if (!found) problems.push(`${entry.field}: not in the PDF`);
      else if (found.kind !== entry.kind) problems.push(`${entry.field}: is ${found.kind}, the map says ${entry.kind}`);
      else if (entry.kind === 'checkbox' && found.exportValue !== entry.exportValue) {
        problems.push(`${entry.field}: exports "${found.exportValue}", the map says "${entry.exportValue}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('fills each field once', () => {
    const names = edition.fields.map((entry) => entry.field);
    expect(names.length - new Set(names).size).toBe(0);
  });
});

describe('the state lists', () => {
  it('offer the USPS codes the maps select', async () => {
    const fields = await pdfFields(CURRENT_FORM_EDITIONS['g-28']);
    expect(fields.get('form1[0].#subform[0].Line3d_State[0]')?.options).toEqual(expect.arrayContaining(['CA', 'NY', 'TX']));
  });
});
