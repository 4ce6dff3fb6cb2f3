import { missingLetterInputs } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { letterValues } from './draft-fields.ts';
import { exhibitCitations, inputsFromPetition, type PetitionLetterData } from './petition-inputs.ts';

const petition: PetitionLetterData = {
  visaCategory: 'O-1A',
  fieldOfEndeavor: 'Warehouse robotics',
  archetype: null,
  proposedRole: 'Senior Robotics Engineer',
  filingType: null,
  citizenship: null,
  beneficiary: {
    id: '00000000-0000-4000-8000-000000000001',
    fullName: 'Priya Sharma',
    bio: 'Priya builds robot fleets.',
    archetype: 'software-engineer',
    position: 'Engineer',
  },
  company: { id: '00000000-0000-4000-8000-000000000002', name: 'Northwind Robotics', bio: 'Warehouse robots.' },
  signatories: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      fullName: 'Daniel Okafor',
      bio: 'Daniel leads engineering.',
      archetype: null,
      position: 'VP of Engineering',
    },
  ],
  exhibits: [
    { id: '00000000-0000-4000-8000-000000000004', name: 'Patent US 1', description: 'Grasping patent' },
    { id: '00000000-0000-4000-8000-000000000005', name: 'Press article', description: null },
  ],
};

describe('inputsFromPetition', () => {
  it('addresses a TN letter by the petition: its filing type and the citizenship its passport shows', () => {
    const tn = { ...petition, visaCategory: 'TN', filingType: 'consular_processing' as const, citizenship: 'Mexico' as const };
    const inputs = { ...inputsFromPetition(tn, '00000000-0000-4000-8000-000000000003', []), tnProfession: 'Engineer' };
    const values = letterValues('tn-support-letter', inputs);
    expect(values).toMatchObject({
      tn_filing_type: 'consular_processing',
      tn_citizenship: 'Mexico',
      petitioner_bio: 'Warehouse robots.',
    });
    // Only the two files are left to give: the petition holds the rest.
    expect(missingLetterInputs('tn-support-letter', values)).toEqual(['resume', 'job_offer_letter']);
    // A petition that knows neither leaves them to choose (the letter then says what is missing).
    expect(letterValues('tn-support-letter', inputsFromPetition(petition, null, []))).toMatchObject({
      tn_filing_type: '',
      tn_citizenship: '',
    });
  });

  it('fills every input of an expert letter from the petition, the signatory and the exhibits', () => {
    const inputs = inputsFromPetition(petition, '00000000-0000-4000-8000-000000000003', ['00000000-0000-4000-8000-000000000005']);
    expect(inputs.texts).toMatchObject({
      visa_category: 'O-1A',
      field_of_endeavor: 'Warehouse robotics',
      beneficiary_name: 'Priya Sharma',
      beneficiary_title: 'Senior Robotics Engineer',
      beneficiary_bio: 'Priya builds robot fleets.',
      signatory_name: 'Daniel Okafor',
      signatory_title: 'VP of Engineering',
      signatory_employer: 'Northwind Robotics',
      signatory_bio: 'Daniel leads engineering.',
      company_name: 'Northwind Robotics',
      company_bio: 'Warehouse robots.',
      additional_info: 'Exhibits to cite:\n- Press article',
    });
    // The beneficiary's archetype stands in when the petition has none.
    expect(inputs.archetype).toBe('software-engineer');
    expect(inputs.picked.signatory?.id).toBe('00000000-0000-4000-8000-000000000003');
    // Nothing is left to type: Draft is enabled.
    expect(missingLetterInputs('critical-role', letterValues('critical-role', inputs))).toEqual([]);
  });

  it('leaves what the petition lacks empty, so the Draft rules name it', () => {
    const inputs = inputsFromPetition(
      { ...petition, fieldOfEndeavor: null, proposedRole: null, archetype: 'researcher-scientist', company: null },
      null,
      [],
    );
    expect(inputs.texts.beneficiary_title).toBe('Engineer');
    expect(inputs.archetype).toBe('researcher-scientist');
    expect(inputs.texts.additional_info).toBe('');
    expect(missingLetterInputs('critical-role', letterValues('critical-role', inputs)).sort()).toEqual(
      [
        'company_bio',
        'company_id',
        'field_of_endeavor',
        'signatory_bio',
        'signatory_employer',
        'signatory_id',
        'signatory_title',
      ].sort(),
    );
  });

  it('ignores an archetype the letters do not know', () => {
    const inputs = inputsFromPetition(
      { ...petition, archetype: 'astronaut', beneficiary: { ...petition.beneficiary, archetype: null } },
      null,
      [],
    );
    expect(inputs.archetype).toBe('');
  });
});

describe('exhibitCitations', () => {
  it('names each exhibit with its description', () => {
    expect(exhibitCitations(petition.exhibits)).toBe('Exhibits to cite:\n- Patent US 1: Grasping patent\n- Press article');
    expect(exhibitCitations([])).toBe('');
  });
});
