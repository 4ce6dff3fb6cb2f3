import { AO_CRITERIA, type AoCriterion } from '@app/domain';
import { CRITERIA } from './criteria.ts';
import { additionalInformation, allLetterEvidence, expertIntroduction, letterTask, type LetterSpec } from './letter-layout.ts';
import { joinWords } from './template-draft.ts';

function chosenCriteria(values: readonly string[]): AoCriterion[] {
  // In the catalogue's order, whatever order the form sent them in.
  return AO_CRITERIA.filter((criterion) => values.includes(criterion));
}

/**
 * The advisory-opinion letter: an expert in the field on each chosen criterion. The composer
 * states each standard; the facts meeting it are the reviewer's to add (no per-criterion inputs).
 */
export const AO_LETTER: LetterSpec = {
  kind: 'letter:ao-letter',
  promptVersion: 'ao-letter/2',
  subject: 'Advisory opinion letter',
  instructions:
    "Write an advisory opinion letter, in the signatory's voice as an expert in the beneficiary's field, with one " +
    'section per chosen criterion saying how the evidence shows the beneficiary meets it.',
  body: (letter, draft, names) => {
    expertIntroduction(letter, draft, names);
    const criteria = chosenCriteria(letter.list('criteria'));
    draft.add(
      `I have been asked for my opinion on the following criteria: ${joinWords(criteria.map((c) => CRITERIA[c].title.toLowerCase()))}.`,
    );
    for (const criterion of criteria) {
      const { title, standard } = CRITERIA[criterion];
      draft.add(
        `${title}. The standard is ${standard}. ${draft.given(undefined, `facts showing how the beneficiary meets the ${title.toLowerCase()} criterion`)}`,
      );
    }
    if (letter.text('additional_info')) additionalInformation(letter, draft, 'further details');
  },
  closing: (letter, names) => ({
    text:
      `It is my opinion, on the evidence reviewed, that ${names.beneficiary} meets the criteria discussed above. ` +
      `I support the petition for classification as ${names.classification}.`,
    evidenceIds: allLetterEvidence(letter),
  }),
};

export const aoLetterTask = letterTask(AO_LETTER);
