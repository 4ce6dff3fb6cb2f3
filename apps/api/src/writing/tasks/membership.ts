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

/** The membership letter: the association (an entity record), what membership means, how selective it is. */
export const MEMBERSHIP_LETTER: LetterSpec = {
  kind: 'letter:membership',
  promptVersion: 'membership/2',
  subject: expertSubject('membership in an association requiring outstanding achievements'),
  instructions:
    "Write an expert opinion letter, in the signatory's voice, on the beneficiary's membership in the named " +
    'association: what the association is, what membership requires, and how selective it is.',
  body: (letter, draft, names) => {
    expertIntroduction(letter, draft, names);
    const association = draft.given(letter.inputs.records.entityName, 'membership association');
    const entityEvidence = letter.ofKind('entity');
    draft.add(
      `Membership. ${names.beneficiary} is a member of ${association}. This letter addresses the criterion of ${CRITERIA.membership.standard}.`,
      entityEvidence.map((item) => item.id),
    );
    for (const entity of entityEvidence) draft.add(`About ${entityProse(entity)}`, [entity.id]);
    const description = draft.given(letter.text('membership_description'), 'membership description');
    draft.add(`What membership means: ${sentence(description)}`, letter.cite('membership_description'));
    const selectivity = draft.given(letter.text('membership_selectivity'), 'membership selectivity');
    draft.add(`How members are selected: ${sentence(selectivity)}`, letter.cite('membership_selectivity'));
    const details = letter.text('additional_info');
    if (details) additionalInformation(letter, draft, 'further details');
  },
  closing: (letter, names) => ({
    text:
      `For the reasons above, it is my opinion that ${names.beneficiary}'s membership requires outstanding achievements ` +
      `as judged by recognized experts. I support the petition for classification as ${names.classification}.`,
    evidenceIds: allLetterEvidence(letter),
  }),
};

export const membershipTask = letterTask(MEMBERSHIP_LETTER);
