import { TN_CATEGORY } from '@app/domain';
import { filesOfField } from './letter-inputs.ts';
import { allLetterEvidence, letterTask, type LetterSpec } from './letter-layout.ts';
import { sentence } from './template-draft.ts';

/**
 * The TN support letter, from the employer: the offer, the position, the beneficiary's
 * qualifications (résumé and offer letter are required uploads), category Engineer only.
 */
export const TN_SUPPORT_LETTER: LetterSpec = {
  kind: 'letter:tn-support-letter',
  promptVersion: 'tn-support-letter/1',
  subject: `Support letter for TN classification (${TN_CATEGORY})`,
  instructions:
    "Write the employer's TN support letter, in the signatory's voice on behalf of the petitioner, for the " +
    `${TN_CATEGORY} category: the employer, the offered position and its duties, and the beneficiary's qualifying ` +
    'degree or licence, from the résumé and the job offer letter.',
  classification: () => `TN (${TN_CATEGORY})`,
  body: (letter, draft, names) => {
    const resume = filesOfField(letter.ofKind('file'), 'resume').map((item) => item.id);
    const offer = filesOfField(letter.ofKind('file'), 'job_offer_letter').map((item) => item.id);
    const signatoryTitle = draft.given(letter.text('signatory_title'), 'signatory title');
    draft.add(
      `I am ${signatoryTitle} at ${names.company}, and I write on its behalf in support of the application of ` +
        `${names.beneficiary} for TN classification as an ${TN_CATEGORY} under the United States–Mexico–Canada Agreement.`,
      letter.cite('signatory_title'),
    );
    const bioField = letter.text('petitioner_bio') ? 'petitioner_bio' : 'company_bio';
    const bio = draft.given(letter.text(bioField), 'petitioner bio');
    draft.add(`About ${names.company}: ${sentence(bio)}`, letter.cite(bioField));
    const title = draft.given(letter.text('beneficiary_title'), 'offered position title');
    draft.add(
      `The position. ${names.company} has offered ${names.beneficiary} the position of ${title}. The terms are set out ` +
        `in the job offer letter (${offer.join(', ')}), quoted below.`,
      [...letter.cite('beneficiary_title'), ...offer],
    );
    draft.add(
      `The category. The position is in the ${TN_CATEGORY} category of the TN professions list (USMCA Chapter 16, ` +
        'Appendix 2), which requires a baccalaureate or licenciatura degree, or a state or provincial licence.',
    );
    const background = letter.text('beneficiary_bio');
    draft.add(
      `Qualifications. ${names.beneficiary}'s education and experience are set out in the résumé (${resume.join(', ')}), ` +
        `quoted below.${background ? ` ${sentence(background)}` : ''}`,
      [...resume, ...letter.cite('beneficiary_bio')],
    );
  },
  closing: (letter, names) => ({
    text:
      `We respectfully ask that ${names.beneficiary} be admitted in TN classification as an ${TN_CATEGORY} to work ` +
      `for ${names.company}. Please contact me with any questions about this letter.`,
    evidenceIds: allLetterEvidence(letter),
  }),
};

export const tnSupportLetterTask = letterTask(TN_SUPPORT_LETTER);
