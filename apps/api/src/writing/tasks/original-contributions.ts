import type { LetterReader } from './letter-inputs.ts';
import {
  additionalInformation,
  allLetterEvidence,
  criterionParagraph,
  expertSubject,
  expertIntroduction,
  letterTask,
  type LetterNames,
  type LetterSpec,
} from './letter-layout.ts';
import type { DraftBuilder } from './template-draft.ts';

/** The original-contributions section, shared with the combined cr-oc letter. */
export function originalContributionsSection(
  letter: LetterReader,
  draft: DraftBuilder,
  names: LetterNames,
  options: { withDetails: boolean },
): void {
  draft.add(criterionParagraph('original-contribution', names));
  if (options.withDetails) additionalInformation(letter, draft, 'details of the original contributions');
}

export const ORIGINAL_CONTRIBUTIONS_LETTER: LetterSpec = {
  kind: 'letter:original-contributions',
  promptVersion: 'original-contributions/2',
  subject: expertSubject('original contributions of major significance'),
  instructions:
    "Write an expert opinion letter, in the signatory's voice, on the beneficiary's original contributions " +
    'of major significance in the field: what they are, who uses them, and why they matter.',
  body: (letter, draft, names) => {
    expertIntroduction(letter, draft, names);
    originalContributionsSection(letter, draft, names, { withDetails: true });
  },
  closing: (letter, names) => ({
    text:
      `For the reasons above, it is my opinion that ${names.beneficiary} has made original contributions of major ` +
      `significance in the field. I support the petition for classification as ${names.classification}.`,
    evidenceIds: allLetterEvidence(letter),
  }),
};

export const originalContributionsTask = letterTask(ORIGINAL_CONTRIBUTIONS_LETTER);
