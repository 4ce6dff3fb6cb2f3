import { formFullName, type FieldMapEntry } from '../field-map.ts';
import { H1B_DATA_COLLECTION_SUPPLEMENT } from './h1b-data-collection.ts';
import { isH, isL, S } from './shared.ts';

/** The H and L classification supplements: names and the classification boxes; the H-1B data collection supplement. */
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
  // The H-1B data collection and filing fee exemption supplement follows (h1b-data-collection.ts).
  ...H1B_DATA_COLLECTION_SUPPLEMENT,
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
