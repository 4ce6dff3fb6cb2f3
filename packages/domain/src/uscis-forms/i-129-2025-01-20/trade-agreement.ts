import { petitionerContactEmail, petitionerContactPhone } from '../contact-entries.ts';
import { formFullName, type FieldMapEntry } from '../field-map.ts';
import { isClass, isTradeAgreement, S } from './shared.ts';

const isTn = isClass('tn');

/**
 * The Trade Agreement supplement (TN, E-3): names, the free trade status from the beneficiary's citizenship,
 * the employer and the petitioner's signatory and contact. This edition has no new/continuing employment box:
 * that is Part 2's basis and requested action (box F for a change to TN or E-3 status).
 */
export const TRADE_AGREEMENT_SUPPLEMENT: FieldMapEntry[] = [
  {
    field: `${S(11)}TASupLine1_NameofPetitioner[0]`,
    kind: 'text',
    label: 'Trade agreement supplement: petitioner name',
    source: 'petitioner',
    appliesTo: isTradeAgreement,
    required: true,
    value: (d) => d.petitioner.name,
  },
  {
    field: `${S(11)}TASupLine1_NameofBeneficiary[0]`,
    kind: 'text',
    label: 'Trade agreement supplement: beneficiary name',
    source: 'beneficiary',
    appliesTo: isTradeAgreement,
    required: true,
    value: (d) => formFullName(d.beneficiary),
  },
  // TN1 is for Canadian citizens, TN2 for Mexican ones (the supplement's boxes A and B). Any other citizenship
  // (or none recorded) answers neither, so the required box A lists the question for staff.
  {
    field: `${S(11)}a_Canada[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'Trade agreement supplement: TN1 (Canada) or TN2 (Mexico)',
    source: 'beneficiary',
    appliesTo: isTn,
    required: true,
    checked: (d) => (d.beneficiary.citizenship === 'CA' ? true : d.beneficiary.citizenship === 'MX' ? false : null),
  },
  {
    field: `${S(11)}b_Mexico[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'Trade agreement supplement: Mexico (TN2)',
    source: 'beneficiary',
    appliesTo: isTn,
    checked: (d) => d.beneficiary.citizenship === 'MX',
  },
  // The E-3 (Australia) has no box of its own: it is E, "Free Trade, Other".
  {
    field: `${S(11)}e_Other[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'Trade agreement supplement: other free trade status (E-3)',
    source: 'petition',
    appliesTo: isClass('e_3'),
    checked: () => true,
  },
  // The petitioner files the I-129, so the employer is the U.S. one (item 4's foreign country stays empty).
  {
    field: `${S(11)}employer[0]`,
    kind: 'checkbox',
    exportValue: 'F',
    label: 'Trade agreement supplement: foreign employer',
    source: 'petitioner',
    appliesTo: isTradeAgreement,
    checked: () => false,
  },
  {
    field: `${S(11)}employer[1]`,
    kind: 'checkbox',
    exportValue: 'U',
    label: 'Trade agreement supplement: U.S. employer',
    source: 'petitioner',
    appliesTo: isTradeAgreement,
    checked: () => true,
  },
  // Section 2: the petitioner's signatory and contact (the signature and its date are the signatory's own).
  {
    field: `${S(11)}TASupLine1a_PetitionerLastName[0]`,
    kind: 'text',
    label: 'Trade agreement supplement: petitioner family name',
    source: 'petitioner',
    appliesTo: isTradeAgreement,
    value: (d) => d.petitioner.signatory?.familyName ?? null,
  },
  {
    field: `${S(11)}TASupLine1b_PetitionerFirstName[0]`,
    kind: 'text',
    label: 'Trade agreement supplement: petitioner given name',
    source: 'petitioner',
    appliesTo: isTradeAgreement,
    value: (d) => d.petitioner.signatory?.givenName ?? null,
  },
  {
    field: `${S(11)}TASupLine2_DaytimePhoneNumber1[0]`,
    kind: 'text',
    label: 'Trade agreement supplement: petitioner daytime telephone',
    source: 'petitioner',
    appliesTo: isTradeAgreement,
    value: (d) => petitionerContactPhone(d),
  },
  {
    field: `${S(11)}TASupLine5_Email[0]`,
    kind: 'text',
    label: 'Trade agreement supplement: petitioner e-mail',
    source: 'petitioner',
    appliesTo: isTradeAgreement,
    value: petitionerContactEmail,
  },
];
