import { formCountry, formMoney, type FieldMapEntry } from '../field-map.ts';
import { isTreatyInvestor, S } from './shared.ts';

/**
 * The E-1/E-2 classification supplement for an E-2 (treaty investor) case: names, the classification and the
 * treaty country, and the U.S. employer's figures the company profile holds. The treaty country is the
 * beneficiary's nationality: an E-2 employee must share the treaty enterprise's nationality, and the app keeps
 * no nationality for the company. The foreign employer, ownership and investment sections are in no part of
 * the case.
 */
export const E_TREATY_SUPPLEMENT: FieldMapEntry[] = [
  {
    field: `${S(8)}SupELine1_NameofEmployer[0]`,
    kind: 'text',
    label: 'E supplement: petitioner name',
    source: 'petitioner',
    appliesTo: isTreatyInvestor,
    required: true,
    value: (d) => d.petitioner.name,
  },
  {
    field: `${S(8)}Line1_FamilyName[1]`,
    kind: 'text',
    label: 'E supplement: beneficiary family name',
    source: 'beneficiary',
    appliesTo: isTreatyInvestor,
    required: true,
    value: (d) => d.beneficiary.familyName,
  },
  {
    field: `${S(8)}Line1_GivenName[1]`,
    kind: 'text',
    label: 'E supplement: beneficiary given name',
    source: 'beneficiary',
    appliesTo: isTreatyInvestor,
    required: true,
    value: (d) => d.beneficiary.givenName,
  },
  {
    field: `${S(8)}Line1_MiddleName[1]`,
    kind: 'text',
    label: 'E supplement: beneficiary middle name',
    source: 'beneficiary',
    appliesTo: isTreatyInvestor,
    value: (d) => d.beneficiary.middleName,
  },
  {
    field: `${S(8)}E1_TreatyTrader[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'E supplement: E-1 treaty trader',
    source: 'petition',
    appliesTo: isTreatyInvestor,
    checked: () => false,
  },
  {
    field: `${S(8)}E2_TreatyInvestor[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'E supplement: E-2 treaty investor',
    source: 'petition',
    appliesTo: isTreatyInvestor,
    checked: () => true,
  },
  {
    field: `${S(8)}E2_CNMI[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'E supplement: E-2 CNMI investor',
    source: 'petition',
    appliesTo: isTreatyInvestor,
    checked: () => false,
  },
  {
    field: `${S(8)}Line_Country[1]`,
    kind: 'text',
    label: 'E supplement: treaty country',
    source: 'beneficiary',
    appliesTo: isTreatyInvestor,
    required: true,
    value: (d) => formCountry(d.beneficiary.citizenship),
  },
  // Section 2 item 6 (item 5 is the net worth, which the company profile does not hold).
  {
    field: `${S(9)}Line2e_NetAnnualIncome[0]`,
    kind: 'text',
    label: 'E supplement: U.S. employer net annual income',
    source: 'petitioner',
    appliesTo: isTreatyInvestor,
    value: (d) => formMoney(d.petitioner.netAnnualIncome),
  },
];
