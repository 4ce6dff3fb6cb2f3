import type { Draft, EvidenceItem, WritingTask } from '../writing-types.ts';
import { LetterReader, type LetterInputs } from './letter-inputs.ts';
import { DraftBuilder, letterDate, sentence } from './template-draft.ts';

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
  /** The RE line's purpose, e.g. 'Expert opinion letter: critical role'. */
  subject: string;
  /** What a model is asked to write (instructions only; the evidence travels separately as data). */
  instructions: string;
  /** The classification line; default the form's visa_category. */
  classification?: (letter: LetterReader, draft: DraftBuilder) => string;
  /** The paragraphs between the salutation and the documents reviewed. */
  body: (letter: LetterReader, draft: DraftBuilder, names: LetterNames) => void;
  /** The concluding paragraph before "Sincerely,". */
  closing: (letter: LetterReader, names: LetterNames) => { text: string; evidenceIds: string[] };
}

/** Rules every letter instruction carries, whoever writes it. */
const LETTER_RULES = [
  'Write a formal letter addressed to U.S. Citizenship and Immigration Services.',
  'Use only facts found in the evidence; never invent names, numbers, dates, titles or achievements.',
  'Where a needed fact is missing, write a bracketed placeholder such as "[Salary not provided]".',
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
  const names: LetterNames = {
    beneficiary: draft.given(letter.beneficiaryName, 'beneficiary name'),
    company: draft.given(letter.companyName, 'petitioner name'),
    classification: spec.classification
      ? spec.classification(letter, draft)
      : draft.given(letter.text('visa_category'), 'visa classification'),
    signatory: draft.given(letter.signatoryName, 'signatory name'),
  };
  draft.add(letterDate(inputs.date));
  draft.add('U.S. Citizenship and Immigration Services\nU.S. Department of Homeland Security');
  draft.add(
    `RE: ${spec.subject}\nBeneficiary: ${names.beneficiary}\nPetitioner: ${names.company}\nClassification: ${names.classification}`,
  );
  draft.add('Dear Sir or Madam:');
  spec.body(letter, draft, names);
  draft.addFileExcerpts(letter.ofKind('file'), 'In preparing this letter I reviewed the following documents, quoted below:');
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
    instructions: (inputs) =>
      `${spec.instructions}\n\n${LETTER_RULES}\nDate the letter ${letterDate(inputs.date)}. RE line: ${spec.subject}.`,
    compose: (inputs, evidence) => composeLetter(spec, inputs, evidence),
  };
}

/**
 * The opening of every expert letter: why the signer writes, who the signer is, how they know the
 * beneficiary, the beneficiary's work and the petitioner.
 */
export function expertIntroduction(letter: LetterReader, draft: DraftBuilder, names: LetterNames): void {
  const title = draft.given(letter.text('beneficiary_title'), 'beneficiary title');
  draft.add(
    `I write in support of the ${names.classification} petition filed by ${names.company} on behalf of ${names.beneficiary}, ${title}.`,
    letter.cite('beneficiary_title', 'visa_category'),
  );
  const signatoryTitle = draft.given(letter.text('signatory_title'), 'signatory title');
  const employer = draft.given(letter.text('signatory_employer'), 'signatory employer');
  const signatoryBio = draft.given(letter.text('signatory_bio'), 'signatory bio');
  draft.add(
    `My name is ${names.signatory}, and I am ${signatoryTitle} at ${employer}. ${sentence(signatoryBio)}`,
    letter.cite('signatory_name', 'signatory_title', 'signatory_employer', 'signatory_bio'),
  );
  const howTheyMet = letter.text('how_they_met');
  if (howTheyMet) {
    draft.add(`How I know ${names.beneficiary}: ${sentence(howTheyMet)}`, letter.cite('how_they_met'));
  } else {
    draft.add(draft.given(undefined, 'how the signatory knows the beneficiary'));
  }
  const field = draft.given(letter.text('field_of_endeavor'), 'field of endeavor');
  const bio = draft.given(letter.text('beneficiary_bio'), 'beneficiary bio');
  draft.add(
    `${names.beneficiary} works in the field of ${field}. ${sentence(bio)}`,
    letter.cite('field_of_endeavor', 'beneficiary_bio'),
  );
  const companyBio = draft.given(letter.text('company_bio'), 'company bio');
  draft.add(`About ${names.company}: ${sentence(companyBio)}`, letter.cite('company_bio'));
}

/** The free-text details of an expert letter (additional_info), or a placeholder asking for them. */
export function additionalInformation(letter: LetterReader, draft: DraftBuilder, what: string): void {
  const details = letter.text('additional_info');
  if (details) draft.add(`Specifically: ${sentence(details)}`, letter.cite('additional_info'));
  else draft.add(draft.given(undefined, `${what} (additional_info)`));
}

/** Every input and file evidence id: a closing opinion rests on all of the letter's facts. */
export function allLetterEvidence(letter: LetterReader): string[] {
  return [...letter.ofKind('input'), ...letter.ofKind('entity'), ...letter.ofKind('file')].map((item) => item.id);
}
