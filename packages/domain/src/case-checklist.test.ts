import { describe, expect, it } from 'vitest';
import { checklistPetitionCases, checklistTaskApplies, checklistTaskLabel } from './case-checklist.ts';
import type { FilingType } from './filing-types.ts';

const applying = (visaClass: string, hasPetitionerCompany = true, filingType: FilingType | null = null) =>
  ['forms.i129', 'forms.i140', 'forms.advisory-opinion', 'intake.employer-onboarding', 'forms.g28'].filter((code) =>
    checklistTaskApplies(code, { visaClass, hasPetitionerCompany, filingType }),
  );

describe('which case checklist tasks a petition has', () => {
  it('gives an O-1 the I-129 and the advisory opinion, and no I-140', () => {
    expect(applying('o_1a')).toEqual(['forms.i129', 'forms.advisory-opinion', 'intake.employer-onboarding', 'forms.g28']);
    expect(applying('o_1b')).toEqual(['forms.i129', 'forms.advisory-opinion', 'intake.employer-onboarding', 'forms.g28']);
  });

  it('gives the other nonimmigrant classes the I-129 without the advisory opinion', () => {
    for (const visaClass of ['h_1b', 'l_1a', 'l_1b', 'e_2', 'e_3', 'tn']) {
      expect(applying(visaClass)).toEqual(['forms.i129', 'intake.employer-onboarding', 'forms.g28']);
    }
  });

  it('gives a TN applied for at the border or a consulate no I-129 (it files no USCIS form); inside the U.S. it has one', () => {
    expect(applying('tn', true, 'consular_processing')).toEqual(['intake.employer-onboarding']);
    expect(applying('tn', true, 'change_of_status')).toEqual(['forms.i129', 'intake.employer-onboarding', 'forms.g28']);
    // Only a TN: an O-1 beneficiary abroad is still petitioned for.
    expect(applying('o_1a', true, 'consular_processing')).toContain('forms.i129');
  });

  it('gives a TN applied for at the border or a consulate none of the USCIS filing tasks: G-28, I-907, signatory', () => {
    const filingTasks = ['forms.g28', 'forms.i907', 'forms.petitioner-signature'];
    const tasksOf = (visaClass: string, filingType: FilingType | null) =>
      filingTasks.filter((code) => checklistTaskApplies(code, { visaClass, hasPetitionerCompany: true, filingType }));
    expect(tasksOf('tn', 'consular_processing')).toEqual([]);
    // Inside the U.S., or while the route is unknown, the employer petitions USCIS and the tasks stay.
    expect(tasksOf('tn', 'change_of_status')).toEqual(filingTasks);
    expect(tasksOf('tn', null)).toEqual(filingTasks);
    // Every other class files a USCIS petition whatever its filing type, a self-petition included.
    for (const petition of checklistPetitionCases().filter((c) => c.visaClass !== 'tn')) {
      expect(filingTasks.filter((code) => checklistTaskApplies(code, petition))).toEqual(filingTasks);
    }
  });

  it('gives a TN applied for at the border or a consulate its own tasks instead of the USCIS shipping tasks', () => {
    const shipping = ['filing.fees-prepared', 'filing.shipped', 'filing.tracking-recorded', 'filing.receipt-received'];
    const border = ['border.support-letter-signed', 'border.packet-given', 'border.admission-recorded'];
    const tasksOf = (petition: { visaClass: string; hasPetitionerCompany: boolean; filingType: FilingType | null }) =>
      [...shipping, ...border, 'filing.attorney-final-review', 'filing.compiled'].filter((code) =>
        checklistTaskApplies(code, petition),
      );
    expect(tasksOf({ visaClass: 'tn', hasPetitionerCompany: true, filingType: 'consular_processing' })).toEqual([
      ...border,
      'filing.attorney-final-review',
      'filing.compiled',
    ]);
    // Every other case, a TN inside the U.S. or of no filing type yet included, ships to USCIS and has no border task.
    for (const petition of checklistPetitionCases().filter(
      (c) => !(c.visaClass === 'tn' && c.filingType === 'consular_processing'),
    )) {
      expect(tasksOf(petition)).toEqual([...shipping, 'filing.attorney-final-review', 'filing.compiled']);
    }
  });

  it('gives an immigrant petition the I-140, not the I-129 nor the advisory opinion', () => {
    for (const visaClass of ['eb_1a', 'eb_1b', 'eb_2_niw']) {
      expect(applying(visaClass)).toEqual(['forms.i140', 'intake.employer-onboarding', 'forms.g28']);
    }
  });

  it('leaves employer onboarding off an EB-1A self-petition only', () => {
    expect(applying('eb_1a', false)).toEqual(['forms.i140', 'forms.g28']);
    expect(
      checklistTaskApplies('intake.employer-onboarding', { visaClass: 'eb_1a', hasPetitionerCompany: true, filingType: null }),
    ).toBe(true);
  });

  it('gives every case the tasks the rule does not name', () => {
    for (const petition of checklistPetitionCases()) {
      expect(checklistTaskApplies('filing.compiled', petition)).toBe(true);
      expect(checklistTaskApplies('intake.documents-received', petition)).toBe(true);
    }
    expect(checklistPetitionCases()).toHaveLength(66);
  });
});

describe('how a task reads', () => {
  const selfPetition = { visaClass: 'eb_1a', hasPetitionerCompany: false, filingType: null };
  const companyPetition = { visaClass: 'eb_1a', hasPetitionerCompany: true, filingType: null };

  it('names the beneficiary where a self-petition has no company', () => {
    const signature = { code: 'forms.petitioner-signature', label: 'Forms signed by the authorized signatory' };
    expect(checklistTaskLabel(signature, selfPetition)).toBe('Forms signed by the beneficiary (self-petitioner)');
    expect(checklistTaskLabel(signature, companyPetition)).toBe('Forms signed by the authorized signatory');
    expect(
      checklistTaskLabel({ code: 'intake.engagement-signed', label: 'Engagement letter signed by the petitioner' }, selfPetition),
    ).toBe('Engagement letter signed by the beneficiary (self-petitioner)');
    expect(
      checklistTaskLabel(
        { code: 'intake.kickoff-call', label: 'Kickoff call held with beneficiary and petitioner' },
        selfPetition,
      ),
    ).toBe('Kickoff call held with the beneficiary');
  });

  it('calls the packet compiled the application packet on a TN applied for at the border or a consulate', () => {
    const compiled = { code: 'filing.compiled', label: 'Petition compiled into the filing PDF' };
    const tn = (filingType: 'consular_processing' | 'change_of_status' | null) => ({
      visaClass: 'tn',
      hasPetitionerCompany: true,
      filingType,
    });
    expect(checklistTaskLabel(compiled, tn('consular_processing'))).toBe('Application packet compiled into the PDF');
    // A TN filed with USCIS (or whose route is not chosen yet), and any other class, keep the petition's words.
    expect(checklistTaskLabel(compiled, tn('change_of_status'))).toBe('Petition compiled into the filing PDF');
    expect(checklistTaskLabel(compiled, tn(null))).toBe('Petition compiled into the filing PDF');
    expect(checklistTaskLabel(compiled, { ...companyPetition, filingType: 'consular_processing' })).toBe(
      'Petition compiled into the filing PDF',
    );
    expect(
      checklistTaskLabel({ code: 'filing.attorney-final-review', label: 'Attorney final review' }, tn('consular_processing')),
    ).toBe('Attorney final review');
  });

  it('keeps the seeded label of other tasks', () => {
    expect(checklistTaskLabel({ code: 'forms.g28', label: 'G-28 prepared and signed' }, selfPetition)).toBe(
      'G-28 prepared and signed',
    );
  });
});
