import { criticalRoleSection } from './critical-role.ts';
import { allLetterEvidence, expertIntroduction, expertSubject, letterTask, type LetterSpec } from './letter-layout.ts';
import { originalContributionsSection } from './original-contributions.ts';

/**
 * Critical role and original contributions in one letter (decisions API-LTR-006: the union of both
 * letters' fields). The free-text details (additional_info) are written once, under the critical role.
 */
export const CR_OC_LETTER: LetterSpec = {
  kind: 'letter:cr-oc-letter',
  promptVersion: 'cr-oc-letter/2',
  subject: expertSubject('critical role and original contributions'),
  instructions:
    "Write an expert opinion letter, in the signatory's voice, covering two criteria in separate sections: the " +
    "beneficiary's critical role for the petitioner, and the beneficiary's original contributions of major significance.",
  body: (letter, draft, names) => {
    expertIntroduction(letter, draft, names);
    criticalRoleSection(letter, draft, names);
    originalContributionsSection(letter, draft, names, { withDetails: false });
  },
  closing: (letter, names) => ({
    text:
      `For the reasons above, it is my opinion that ${names.beneficiary} performs a critical role for ${names.company} ` +
      `and has made original contributions of major significance in the field. I support the petition for ` +
      `classification as ${names.classification}.`,
    evidenceIds: allLetterEvidence(letter),
  }),
};

export const crOcLetterTask = letterTask(CR_OC_LETTER);
