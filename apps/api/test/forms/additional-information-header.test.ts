import { CURRENT_FORM_EDITIONS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { fillForm, missingFields } from '../../src/forms/fill-form.ts';
import { demoFormCase } from './demo-case.ts';
import { fieldOf, readFilledForm } from './read-filled-form.ts';

/**
 * The G-28's Part 6 (Additional Information) repeats Part 3's client name in its item 1, which USCIS's PDF copies in
 * through the XFA the app drops: the app prints it whenever Part 6 carries text, and leaves an unused Part 6 blank.
 */
describe('the G-28’s Part 6 header', () => {
  const g28 = CURRENT_FORM_EDITIONS['g-28'];
  const part6 = /Part 6\. Additional Information\..*1\. [ABC]\..*pre-populated from Part 3/;
  const header = async (overrides: Map<string, string>, data = demoFormCase()) => {
    const form = await readFilledForm('g-28', (await fillForm(g28, data, { overrides })).bytes);
    return ['family name', 'given name', 'middle name'].map((what) => form.text(`Part 6: client contact ${what}`, part6));
  };
  const itemText = (item: number) => fieldOf('g-28', `Part 6 item ${item}: additional information`);

  it('stays empty while Part 6 carries no text', async () => {
    expect(await header(new Map())).toEqual([null, null, null]);
  });

  it('repeats Part 3’s client name once staff type additional information in any item', async () => {
    const form = await readFilledForm(
      'g-28',
      (await fillForm(g28, demoFormCase(), { overrides: new Map([[itemText(6), 'The client also uses the name D. Okafor.']]) }))
        .bytes,
    );
    expect(form.text('Part 6 item 6: additional information', /Part 6\..*6\. D\. Enter Additional Information/)).toBe(
      'The client also uses the name D. Okafor.',
    );
    // Part 3 item 5: the authorized signatory of the company; Part 6 copies it.
    expect(form.text('Client contact family name', /Part 3\..*6\. A\. Enter Family Name/)).toBe('Okafor');
    expect(await header(new Map([[itemText(6), 'x']]))).toEqual(['Okafor', 'Daniel', null]);
    expect(await header(new Map([[fieldOf('g-28', 'Part 6 item 2: page number'), '2']]))).toEqual(['Okafor', 'Daniel', null]);
  });

  it('names the self-petitioner, the client of a self-petition’s G-28', async () => {
    const base = demoFormCase();
    const selfPetition = demoFormCase({ petition: { ...base.petition, visaClass: 'eb_1a', selfPetition: true } });
    expect(await header(new Map([[itemText(3), 'x']]), selfPetition)).toEqual(['Sharma', 'Priya', null]);
  });

  it('lists nothing new for staff: Part 6 is optional, and a blank one is not missing', () => {
    const labels = missingFields(g28, demoFormCase()).map((field) => field.label);
    expect(labels.filter((label) => label.startsWith('Part 6'))).toEqual([]);
  });
});
