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

/** The critical-role section, shared with the combined cr-oc letter. */
export function criticalRoleSection(letter: LetterReader, draft: DraftBuilder, names: LetterNames): void {
  draft.add(criterionParagraph('critical-role', names));
  additionalInformation(letter, draft, 'details of the critical role');
}

export const CRITICAL_ROLE_LETTER: LetterSpec = {
  kind: 'letter:critical-role',
  promptVersion: 'critical-role/2',
  subject: expertSubject('critical role'),
  instructions:
    "Write a support letter, in the signatory's voice and standing, on the beneficiary's leading or critical role " +
    'for the petitioner, an organization with a distinguished reputation.',
  body: (letter, draft, names) => {
    expertIntroduction(letter, draft, names);
    criticalRoleSection(letter, draft, names);
  },
  closing: (letter, names) => ({
    text:
      `For the reasons above, it is my opinion that ${names.beneficiary} performs a critical role for ${names.company}. ` +
      `I support the petition for classification as ${names.classification}.`,
    evidenceIds: allLetterEvidence(letter),
  }),
};

export const criticalRoleTask = letterTask(CRITICAL_ROLE_LETTER);
