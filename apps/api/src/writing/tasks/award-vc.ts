import { CRITERIA } from './criteria.ts';
import { entityProse } from './description-prose.ts';
import {
  additionalInformation,
  allLetterEvidence,
  expertIntroduction,
  expertSubject,
  letterTask,
  type LetterSpec,
} from './letter-layout.ts';
import { sentence } from './template-draft.ts';

/**
 * The award/VC letter: venture funding from a selective investor (an entity record) read as a
 * recognition of excellence: who invested, how much, when, and how the investor selects.
 */
export const AWARD_VC_LETTER: LetterSpec = {
  kind: 'letter:award-vc',
  promptVersion: 'award-vc/2',
  subject: expertSubject('venture funding as recognition of excellence'),
  instructions:
    "Write an expert opinion letter, in the signatory's voice, on the venture funding the beneficiary's company " +
    "received from the named investor: the amount, the year, the investor's selection criteria and selectivity.",
  body: (letter, draft, names) => {
    expertIntroduction(letter, draft, names);
    const investor = draft.given(letter.inputs.records.entityName, 'venture investor');
    const amount = draft.given(letter.text('funding_amount'), 'funding amount');
    const year = draft.given(letter.text('funding_year'), 'funding year');
    const entityEvidence = letter.ofKind('entity');
    draft.add(
      `Funding. In ${year}, ${names.company} received funding of ${amount} from ${investor}. This letter addresses ` +
        `that funding under the criterion of ${CRITERIA.awards.standard}.`,
      [...letter.cite('funding_amount', 'funding_year'), ...entityEvidence.map((item) => item.id)],
    );
    for (const entity of entityEvidence) draft.add(`About ${entityProse(entity)}`, [entity.id]);
    const selection = draft.given(letter.text('vc_selection_criteria'), "investor's selection criteria");
    draft.add(`How ${investor} selects the companies it funds: ${sentence(selection)}`, letter.cite('vc_selection_criteria'));
    if (letter.text('additional_info')) additionalInformation(letter, draft, 'further details');
  },
  closing: (letter, names) => ({
    text:
      `For the reasons above, it is my opinion that this funding recognizes the excellence of ${names.beneficiary}'s work. ` +
      `I support the petition for classification as ${names.classification}.`,
    evidenceIds: allLetterEvidence(letter),
  }),
};

export const awardVcTask = letterTask(AWARD_VC_LETTER);
