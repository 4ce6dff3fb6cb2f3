import { allLetterEvidence, letterTask, type LetterSpec } from './letter-layout.ts';
import { sentence } from './template-draft.ts';

/** The employment verification letter, from the employer: position, pay, equity, previous role. */
export const EV_LETTER: LetterSpec = {
  kind: 'letter:ev-letter',
  promptVersion: 'ev-letter/1',
  subject: 'Employment verification letter',
  instructions:
    "Write an employment verification letter, in the signatory's voice on behalf of the employer: the " +
    "beneficiary's position, salary, equity and previous role, and the employer's description.",
  body: (letter, draft, names) => {
    const signatoryTitle = draft.given(letter.text('signatory_title'), 'signatory title');
    draft.add(
      `I am ${signatoryTitle} at ${names.company}, and I write to verify the employment of ${names.beneficiary} by ${names.company}.`,
      letter.cite('signatory_title'),
    );
    const details = draft.given(letter.text('company_details'), 'company details');
    draft.add(`About ${names.company}: ${sentence(details)}`, letter.cite('company_details'));
    const title = draft.given(letter.text('beneficiary_title'), 'beneficiary title');
    draft.add(`${names.beneficiary} is employed by ${names.company} as ${title}.`, letter.cite('beneficiary_title'));
    const salary = draft.given(letter.text('salary'), 'salary');
    const equity = draft.given(letter.text('equity'), 'equity');
    draft.add(`Compensation. Salary: ${salary}. Equity: ${sentence(equity)}`, letter.cite('salary', 'equity'));
    const previousRole = draft.given(letter.text('previous_role'), 'previous role');
    draft.add(`Previous role. ${sentence(previousRole)}`, letter.cite('previous_role'));
    const bio = letter.text('beneficiary_bio');
    if (bio) draft.add(`About ${names.beneficiary}: ${sentence(bio)}`, letter.cite('beneficiary_bio'));
  },
  closing: (letter) => ({
    text: 'I confirm that the information in this letter is accurate. Please contact me with any questions about this verification.',
    evidenceIds: allLetterEvidence(letter),
  }),
};

export const evLetterTask = letterTask(EV_LETTER);
