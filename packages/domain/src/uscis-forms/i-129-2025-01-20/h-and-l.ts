import { formFullName, type FieldMapEntry } from '../field-map.ts';
import { isH, isL, S } from './shared.ts';

/** The H and L classification supplements: names and the classification boxes; the H-1B supplement's NAICS code. */
export const H_AND_L_SUPPLEMENTS: FieldMapEntry[] = [
  // H classification supplement.
  {
    field: `${S(13)}Line1_PetitionerName[0]`,
    kind: 'text',
    label: 'H supplement: petitioner name',
    source: 'petitioner',
    appliesTo: isH,
    required: true,
    value: (d) => d.petitioner.name,
  },
  {
    field: `${S(13)}Line2_BeneficiaryName[0]`,
    kind: 'text',
    label: 'H supplement: beneficiary name',
    source: 'beneficiary',
    appliesTo: isH,
    required: true,
    value: (d) => formFullName(d.beneficiary),
  },
  {
    field: `${S(13)}SubHLine4_class[0]`,
    kind: 'checkbox',
    exportValue: 'A',
    label: 'H supplement: H-1B specialty occupation',
    source: 'petition',
    appliesTo: isH,
    checked: () => true,
  },
  // H-1B data collection and filing fee exemption supplement, Section 1 item 6: the petitioner's NAICS code, the 6
  // digits the employer gave (six comb cells; the other items of the supplement are not filled yet).
  {
    field: `${S(22)}Line2f[0].Line6_NAICSCode[0]`,
    kind: 'text',
    label: 'H-1B data collection supplement: NAICS code',
    source: 'petitioner',
    appliesTo: isH,
    value: (d) => d.petitioner.naicsCode ?? null,
  },
  // L classification supplement.
  {
    field: `${S(25)}a_L1A[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'L supplement: L-1A',
    source: 'petition',
    appliesTo: isL,
    checked: (d) => d.petition.visaClass === 'l_1a',
  },
  {
    field: `${S(25)}b_L1B[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'L supplement: L-1B',
    source: 'petition',
    appliesTo: isL,
    checked: (d) => d.petition.visaClass === 'l_1b',
  },
];
