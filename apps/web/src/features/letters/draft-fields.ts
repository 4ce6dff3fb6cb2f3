import { AO_CRITERIA, ARCHETYPES, type AoCriterion, type LetterType, type TAttachedFile } from '@app/domain';

/** The left panel's labels of the eight letters (spec 2 §9). */
export const LETTER_TYPE_LABELS: Record<LetterType, string> = {
  'critical-role': 'Critical role',
  'original-contributions': 'Original contributions',
  'cr-oc-letter': 'Critical role and original contributions',
  'ao-letter': 'Advisory opinion (AO)',
  membership: 'Membership',
  'award/vc': 'Award / VC funding',
  'tn-support-letter': 'TN support letter',
  'ev-letter': 'Employment verification (EV)',
};

/** A text input of the letter form, by the field name the letter route reads. */
export interface TextFieldSpec {
  name: string;
  label: string;
  multiline?: boolean;
}

/** Which person, company or entity pickers a letter shows. */
export type PickerRole = 'beneficiary' | 'signatory' | 'company' | 'membership' | 'vc';

export interface LetterFormSpec {
  pickers: readonly PickerRole[];
  texts: readonly TextFieldSpec[];
  archetype: boolean;
  criteria: boolean;
  /** TN: the USMCA profession (Appendix 1603.D.1), the filing type and citizenship (whom it goes to), the two files. */
  tn: boolean;
  /** Expert letters: who the signer is to the beneficiary (the letter's kind follows it). */
  relation: boolean;
}

const text = (name: string, label: string, multiline = false): TextFieldSpec => ({ name, label, multiline });

const EXPERT_TEXTS = [
  text('visa_category', 'Visa category'),
  text('field_of_endeavor', 'Field of endeavor'),
  text('beneficiary_name', 'Beneficiary name'),
  text('beneficiary_title', 'Beneficiary title'),
  text('beneficiary_bio', 'Beneficiary bio', true),
  text('signatory_name', 'Signatory name'),
  text('signatory_title', 'Signatory title'),
  text('signatory_employer', 'Signatory employer'),
  text('signatory_bio', 'Signatory bio', true),
  text('company_name', 'Company name'),
  text('company_bio', 'Company bio', true),
  text('how_they_met', 'How they met', true),
];

const expert = (extra: readonly TextFieldSpec[], more: Partial<LetterFormSpec> = {}): LetterFormSpec => ({
  pickers: ['beneficiary', 'signatory', 'company', ...(more.pickers ?? [])],
  texts: [...EXPERT_TEXTS, ...extra],
  archetype: true,
  criteria: more.criteria ?? false,
  tn: false,
  relation: true,
});

/** The inputs of each letter (spec 2 §3 common inputs and §7.5 each route's own fields). */
export const LETTER_FORMS: Record<LetterType, LetterFormSpec> = {
  'critical-role': expert([text('additional_info', 'Additional information', true)]),
  'original-contributions': expert([text('additional_info', 'Additional information', true)]),
  'cr-oc-letter': expert([text('additional_info', 'Additional information', true)]),
  'ao-letter': expert([], { criteria: true }),
  membership: expert(
    [
      text('membership_description', 'Membership description', true),
      text('membership_selectivity', 'Membership selectivity', true),
    ],
    { pickers: ['membership'] },
  ),
  'award/vc': expert(
    [
      text('funding_amount', 'Funding amount'),
      text('funding_year', 'Funding year (YYYY)'),
      text('vc_selection_criteria', 'VC selection criteria', true),
    ],
    { pickers: ['vc'] },
  ),
  'tn-support-letter': {
    // Signed by the employer like the other letters (issue 33): the signatory's name and title.
    pickers: ['beneficiary', 'signatory', 'company'],
    texts: [
      text('beneficiary_name', 'Beneficiary name'),
      text('beneficiary_title', 'Offered position title'),
      text('tn_period', 'Period of stay requested (up to 3 years)'),
      text('signatory_name', 'Signatory name'),
      text('signatory_title', 'Signatory title'),
      text('company_name', 'Company name'),
      text('petitioner_bio', 'Petitioner bio', true),
      text('beneficiary_bio', 'Beneficiary bio', true),
    ],
    archetype: false,
    criteria: false,
    tn: true,
    relation: false,
  },
  'ev-letter': {
    pickers: ['beneficiary', 'signatory', 'company'],
    texts: [
      text('beneficiary_name', 'Beneficiary name'),
      text('beneficiary_title', 'Beneficiary title'),
      text('signatory_name', 'Signatory name'),
      text('signatory_title', 'Signatory title'),
      text('company_name', 'Company name'),
      text('company_details', 'Company bio', true),
      text('salary', 'Salary'),
      text('equity', 'Equity', true),
      text('previous_role', 'Previous role', true),
    ],
    archetype: false,
    criteria: false,
    tn: false,
    relation: false,
  },
};

/** Names shown beside the Draft button for what `missingLetterInputs` reports. */
const INPUT_LABELS: Record<string, string> = {
  beneficiary_id: 'Beneficiary',
  signatory_id: 'Signatory',
  company_id: 'Company',
  membership_entity_id: 'Membership entity',
  vc_entity_id: 'VC entity',
  archetype: 'Archetype',
  criteria: 'AO criteria',
  tn_category: 'TN profession',
  tn_filing_type: 'Filing type',
  tn_citizenship: 'Citizenship',
  signatory_relation: "Signatory's relation",
  resume: 'Resume',
  job_offer_letter: 'Job offer letter',
  docs: 'Supporting files',
  ...Object.fromEntries(
    Object.values(LETTER_FORMS).flatMap((form) => form.texts.map((field) => [field.name, field.label.replace(/ \(YYYY\)$/, '')])),
  ),
};

export function inputLabel(name: string): string {
  return INPUT_LABELS[name] ?? name;
}

/** Everything typed or picked on the page, for every letter at once (switching letters keeps it). */
export interface DraftInputs {
  /** Typed texts and, by field name, the TN letter's filing type and citizenship (chosen or filled from a petition). */
  texts: Record<string, string>;
  /** Picked ids by role, with the name shown on the picker. */
  picked: Partial<Record<PickerRole, { id: string; name: string }>>;
  archetype: string;
  /** TN: the chosen profession's name ('' until chosen). */
  tnProfession: string;
  /** Expert letters: a SignerRelation, or '' to let the server infer it from the signatory's employer. */
  signatoryRelation: string;
  criteria: AoCriterion[];
  docs: File[];
  resume: File | null;
  jobOfferLetter: File | null;
}

export const EMPTY_INPUTS: DraftInputs = {
  texts: {},
  picked: {},
  archetype: '',
  tnProfession: '',
  signatoryRelation: '',
  criteria: [],
  docs: [],
  resume: null,
  jobOfferLetter: null,
};

const PICKER_FIELDS: Record<PickerRole, string> = {
  beneficiary: 'beneficiary_id',
  signatory: 'signatory_id',
  company: 'company_id',
  membership: 'membership_entity_id',
  vc: 'vc_entity_id',
};

/** The TN letter's choices that say whom it is addressed to (tn-application-route.ts). */
export const TN_ROUTE_FIELDS = ['tn_filing_type', 'tn_citizenship'] as const;

const fileMarker = (file: File): TAttachedFile => ({ name: file.name, size: file.size });

/**
 * The values of one letter as the contract reads them (text fields, ids, files as {name, size}):
 * what `missingLetterInputs` checks and, with the real files, what the form sends.
 */
export function letterValues(type: LetterType, inputs: DraftInputs): Record<string, unknown> {
  const form = LETTER_FORMS[type];
  const values: Record<string, unknown> = {};
  for (const field of form.texts) values[field.name] = inputs.texts[field.name] ?? '';
  for (const role of form.pickers) values[PICKER_FIELDS[role]] = inputs.picked[role]?.id ?? '';
  if (form.archetype) values.archetype = inputs.archetype;
  if (form.criteria) values.criteria = inputs.criteria;
  if (form.relation) values.signatory_relation = inputs.signatoryRelation;
  if (form.tn) {
    values.tn_category = inputs.tnProfession;
    for (const name of TN_ROUTE_FIELDS) values[name] = inputs.texts[name] ?? '';
    if (inputs.resume) values.resume = fileMarker(inputs.resume);
    if (inputs.jobOfferLetter) values.job_offer_letter = fileMarker(inputs.jobOfferLetter);
  }
  values.docs = inputs.docs.map(fileMarker);
  return values;
}

export { AO_CRITERIA, ARCHETYPES, PICKER_FIELDS };
