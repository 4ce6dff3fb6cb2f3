import { SIGNER_LETTER_KINDS, SIGNER_RELATIONS, USCIS_ADDRESSEE, type SignerRelation } from '@app/domain';
import type { Draft, EvidenceItem, WritingTask } from '../writing-types.ts';
import { LetterReader, type LetterInputs } from './letter-inputs.ts';
import { summariseBio } from './person-voice.ts';
import { DraftBuilder, letterDate, sentence } from './template-draft.ts';
import { CRITERIA } from './criteria.ts';

/** The names a letter is about, or placeholders saying which is missing. */
export interface LetterNames {
  beneficiary: string;
  company: string;
  classification: string;
  signatory: string;
}

/** What distinguishes one letter type: its subject, its body, its closing. */
export interface LetterSpec {
  kind: `letter:${string}`;
  promptVersion: string;
  /** The RE line's purpose, e.g. 'Expert opinion letter: critical role'; expert letters name it by the signer (expertSubject). */
  subject: string | ((letter: LetterReader) => string);
  /** What a model is asked to write (instructions only; the evidence travels separately as data). */
  instructions: string;
  /** The classification line; default the form's visa_category. */
  classification?: (letter: LetterReader, draft: DraftBuilder) => string;
  /** The paragraphs between the salutation and the documents reviewed. */
  body: (letter: LetterReader, draft: DraftBuilder, names: LetterNames) => void;
  /** Facts of the letter's reference data a model needs too (TN: the chosen profession's minimum). */
  facts?: (letter: LetterReader) => string;
  /** False when the body already states the documents' facts (TN): they are then not quoted again. */
  quotesFiles?: boolean;
  /** The concluding paragraph before "Sincerely,". */
  closing: (letter: LetterReader, names: LetterNames) => { text: string; evidenceIds: string[] };
  /** Who reads the letter; default USCIS (a petition's letters). A TN applied for at the border goes to its officer. */
  addressee?: (letter: LetterReader) => Addressee;
  /** The RE block's name for the company: 'Petitioner' by default; 'Employer' where no petition is filed (TN). */
  companyRole?: (letter: LetterReader) => 'Petitioner' | 'Employer';
}

/** The addressee's lines, or what is missing to know them (written as a placeholder and listed). */
export type Addressee = { lines: readonly string[] } | { missing: string };

const USCIS: Addressee = { lines: USCIS_ADDRESSEE };

/** The instruction naming the addressee, for a model. */
function addresseeRule(addressee: Addressee): string {
  return 'lines' in addressee
    ? `Write a formal letter addressed to ${addressee.lines.join(', ')}.`
    : `Write a formal letter; the addressee is not known: write a bracketed placeholder for the ${addressee.missing}.`;
}

/** Rules every letter instruction carries, whoever writes it. */
const LETTER_RULES = [
  'Use only facts found in the evidence; never invent names, numbers, dates, titles or achievements.',
  'Where a needed fact is missing, write a bracketed placeholder such as "[Salary not provided]".',
  'Write in the first person for the signer and the third person for the beneficiary. Summarise bios to the facts that matter; never paste a third-person bio into the first-person letter.',
  'State the legal standard in plain words. Quote a document only as evidence, briefly, citing it; never quote a résumé, an offer letter or a form field wholesale, and never write raw field names.',
  'Cite, for each paragraph, the ids of the evidence items it rests on.',
  'Keep the letter under 50,000 characters.',
].join('\n');

/**
 * The layout every letter shares: date line, addressee, RE line (beneficiary, petitioner,
 * classification), salutation, the type's body, the documents reviewed (each quoted and cited),
 * the closing, and the signature block from the signer's fields.
 */
export function composeLetter(spec: LetterSpec, inputs: LetterInputs, evidence: readonly EvidenceItem[]): Draft {
  const letter = new LetterReader(inputs, evidence);
  const draft = new DraftBuilder();
  const subject = typeof spec.subject === 'string' ? spec.subject : spec.subject(letter);
  const names: LetterNames = {
    beneficiary: draft.given(letter.beneficiaryName, 'beneficiary name'),
    company: draft.given(letter.companyName, 'petitioner name'),
    classification: spec.classification
      ? spec.classification(letter, draft)
      : draft.given(letter.text('visa_category'), 'visa classification'),
    signatory: draft.given(letter.signatoryName, 'signatory name'),
  };
  const addressee = spec.addressee?.(letter) ?? USCIS;
  draft.add(letterDate(inputs.date));
  draft.add('lines' in addressee ? addressee.lines.join('\n') : draft.given(undefined, addressee.missing));
  draft.add(
    `RE: ${subject}\nBeneficiary: ${names.beneficiary}\n${spec.companyRole?.(letter) ?? 'Petitioner'}: ${names.company}\n` +
      `Classification: ${names.classification}`,
  );
  draft.add('Dear Sir or Madam:');
  spec.body(letter, draft, names);
  if (spec.quotesFiles !== false) {
    draft.addFileExcerpts(letter.ofKind('file'), 'In preparing this letter I reviewed the following documents, quoted below:');
  }
  const closing = spec.closing(letter, names);
  draft.add(closing.text, closing.evidenceIds);
  draft.add('Sincerely,');
  draft.add(
    [
      '______________________________',
      names.signatory,
      draft.given(letter.text('signatory_title'), 'signatory title'),
      draft.given(letter.text('signatory_employer') ?? letter.companyName, 'signatory employer'),
    ].join('\n'),
    letter.cite('signatory_title', 'signatory_employer'),
  );
  return draft.build();
}

/** A letter type as a writing task. */
export function letterTask(spec: LetterSpec): WritingTask<LetterInputs> {
  return {
    kind: spec.kind,
    promptVersion: spec.promptVersion,
    instructions: (inputs) => {
      const letter = new LetterReader(inputs, []);
      const subject = typeof spec.subject === 'string' ? spec.subject : spec.subject(letter);
      const relation =
        typeof spec.subject === 'string'
          ? ''
          : `\nThe signer writes as ${STANDING[signerRelation(letter)]}: title the letter and open it accordingly.`;
      const facts = spec.facts ? `\n${spec.facts(letter)}` : '';
      const addressee = addresseeRule(spec.addressee?.(letter) ?? USCIS);
      return `${spec.instructions}\n\n${addressee}\n${LETTER_RULES}${relation}${facts}\nDate the letter ${letterDate(inputs.date)}. RE line: ${subject}.`;
    },
    compose: (inputs, evidence) => composeLetter(spec, inputs, evidence),
  };
}

/**
 * Who the signer is to the beneficiary: the form's choice, else the employer when the signer works for
 * the petitioner (the employer's own CTO writes an employer letter), else an independent expert.
 */
export function signerRelation(letter: LetterReader): SignerRelation {
  const chosen = letter.text('signatory_relation');
  if (chosen && (SIGNER_RELATIONS as readonly string[]).includes(chosen)) return chosen as SignerRelation;
  const employer = letter.text('signatory_employer')?.toLowerCase();
  const company = letter.companyName?.toLowerCase();
  return employer && company && (employer.includes(company) || company.includes(employer)) ? 'employer' : 'independent-expert';
}

/** The RE line of an expert letter: its kind follows the signer ("Employer support letter: critical role"). */
export function expertSubject(topic: string): (letter: LetterReader) => string {
  return (letter) => `${SIGNER_LETTER_KINDS[signerRelation(letter)]}: ${topic}`;
}

/** What each signer is, for the model's instructions. */
const STANDING: Readonly<Record<SignerRelation, string>> = {
  'independent-expert': 'an independent expert in the field, not employed by the petitioner',
  employer: "an officer of the petitioner, the beneficiary's employer, writing on its behalf",
  collaborator: 'a collaborator who has worked with the beneficiary',
  client: "a client of the petitioner who relies on the beneficiary's work",
};

/** The first sentence of an expert letter: who writes, in what standing, for which petition. */
function openingSentence(relation: SignerRelation, names: LetterNames, title: string | undefined): string {
  const petition = `the ${names.classification} petition`;
  switch (relation) {
    case 'employer':
      return `I write on behalf of ${names.company} in support of ${petition} it has filed for ${names.beneficiary}${title ? `, our ${title}` : ''}.`;
    case 'collaborator':
      return `I write as a collaborator of ${names.beneficiary}${title ? `, ${title} at ${names.company},` : ''} in support of ${petition} filed by ${names.company}.`;
    case 'client':
      return `I write as a client of ${names.company} in support of ${petition} it has filed for ${names.beneficiary}${title ? `, its ${title}` : ''}.`;
    default:
      return (
        `I write as an independent expert in the field, not employed by ${names.company}, in support of ${petition} ` +
        `it has filed for ${names.beneficiary}${title ? `, its ${title}` : ''}.`
      );
  }
}

/**
 * The opening of every expert letter, in the signer's voice: why they write and in what standing, who
 * they are (their bio summarised in the first person), how they know the beneficiary, and the
 * beneficiary's work and the petitioner (third person). Bios are summarised, never pasted.
 */
export function expertIntroduction(letter: LetterReader, draft: DraftBuilder, names: LetterNames): void {
  const relation = signerRelation(letter);
  const title = letter.text('beneficiary_title');
  draft.add(openingSentence(relation, names, title), letter.cite('beneficiary_title', 'visa_category'));
  const signatoryTitle = draft.given(letter.text('signatory_title'), 'signatory title');
  const employer = draft.given(letter.text('signatory_employer') ?? letter.companyName, 'signatory employer');
  const repeatsTitle = (text: string) => text.includes(signatoryTitle) && text.includes(employer);
  const background = summariseBio(letter.text('signatory_bio'), {
    fullName: letter.signatoryName,
    otherNames: letter.beneficiaryName ? [letter.beneficiaryName] : [],
    voice: 'first',
    skipIf: repeatsTitle,
  });
  if (!letter.text('signatory_bio')) draft.lacks('signatory bio');
  draft.add(
    `My name is ${names.signatory}, and I am ${signatoryTitle} at ${employer}.${background ? ` ${background}` : ''}`,
    letter.cite('signatory_name', 'signatory_title', 'signatory_employer', 'signatory_bio'),
  );
  const others = letter.beneficiaryName ? [letter.beneficiaryName] : [];
  const howTheyMet = summariseBio(letter.text('how_they_met'), {
    fullName: letter.signatoryName,
    otherNames: others,
    pronounSubjects: false,
    voice: 'first',
    limit: 4,
  });
  if (howTheyMet) draft.add(howTheyMet, letter.cite('how_they_met'));
  else draft.add(draft.given(undefined, `how ${letter.signatoryName ?? 'the signatory'} knows the beneficiary`));
  const field = letter.text('field_of_endeavor');
  const work = summariseBio(letter.text('beneficiary_bio'), { fullName: letter.beneficiaryName, voice: 'third', limit: 4 });
  if (!work) draft.lacks('beneficiary bio');
  draft.add(
    `${names.beneficiary}'s field is ${field ? field.charAt(0).toLowerCase() + field.slice(1) : draft.given(undefined, 'field of endeavor')}.` +
      (work ? ` ${work}` : ''),
    letter.cite('field_of_endeavor', 'beneficiary_bio'),
  );
  const company = summariseBio(letter.text('company_bio'), { voice: 'third', limit: 3 });
  if (company)
    draft.add(
      `${relation === 'employer' ? 'About our company: ' : `About ${names.company}: `}${company}`,
      letter.cite('company_bio'),
    );
  else draft.lacks('company bio');
}

/** A criterion's legal standard and what it asks, in plain words, for the letter's section heading paragraph. */
export function criterionParagraph(criterion: keyof typeof CRITERIA, names: LetterNames): string {
  const { title, standard, plain } = CRITERIA[criterion];
  return (
    `${title}. The criterion is ${standard}. In plain words: ${plain}? ` +
    `The facts below concern ${names.beneficiary}${criterion === 'critical-role' ? ` and ${names.company}` : ''}.`
  );
}

/** The free-text details of an expert letter (additional_info), or a placeholder asking for them. */
export function additionalInformation(letter: LetterReader, draft: DraftBuilder, what: string): void {
  const details = letter.text('additional_info');
  // Staff's own words about the beneficiary (third person already), kept whole: they may be a cited list of exhibits.
  if (details) draft.add(sentence(details), letter.cite('additional_info'));
  // The placeholder reaches the letter's PDF and Word file until staff replace it: plain words, no field code.
  else draft.add(draft.given(undefined, what));
}

/** Every input and file evidence id: a closing opinion rests on all of the letter's facts. */
export function allLetterEvidence(letter: LetterReader): string[] {
  return [...letter.ofKind('input'), ...letter.ofKind('entity'), ...letter.ofKind('file')].map((item) => item.id);
}
