import { addressEntries, digitsOnly, formPhone, type FieldMapEntry } from '../field-map.ts';
import { petitionerContactEmail } from '../contact-entries.ts';
import { classificationSymbol } from '../required-forms.ts';
import { isNewEmployer, isTradeAgreement, S } from './shared.ts';

/** I-129 Parts 1 and 2: the petitioner and the petition. */
export const PETITIONER_AND_PETITION: FieldMapEntry[] = [
  // Part 1: the petitioner.
  {
    field: `${S(0)}Line3_CompanyorOrgName[0]`,
    kind: 'text',
    label: 'Petitioner name',
    source: 'petitioner',
    required: true,
    value: (d) => d.petitioner.name,
  },
  ...addressEntries(
    {
      street: `${S(0)}Line7b_StreetNumberName[0]`,
      unit: { STE: `${S(0)}Line3_Unit[0]`, APT: `${S(0)}Line3_Unit[1]`, FLR: `${S(0)}Line3_Unit[2]` },
      unitNumber: `${S(0)}Line3_AptSteFlrNumber[0]`,
      city: `${S(0)}Line_CityTown[0]`,
      state: `${S(0)}P1_Line3_State[0]`,
      zip: `${S(0)}P1_Line3_ZipCode[0]`,
      province: `${S(0)}P1_Line3_Province[0]`,
      postalCode: `${S(0)}P1_Line3_PostalCode[0]`,
      country: `${S(0)}P1_Line3_Country[0]`,
    },
    'Petitioner mailing address',
    'petitioner',
    (d) => d.petitioner.address,
    true,
  ),
  {
    field: `${S(0)}Line2_DaytimePhoneNumber1_Part8[0]`,
    kind: 'text',
    label: 'Petitioner daytime telephone',
    source: 'petitioner',
    required: true,
    value: (d) => formPhone(d.petitioner.phone),
  },
  {
    field: `${S(0)}Line9_EmailAddress[0]`,
    kind: 'text',
    label: 'Petitioner e-mail',
    source: 'petitioner',
    value: petitionerContactEmail,
  },
  {
    field: `${S(0)}TextField1[0]`,
    kind: 'text',
    label: 'Petitioner FEIN',
    source: 'petitioner',
    required: true,
    value: (d) => digitsOnly(d.petitioner.ein),
  },
  // Part 2: the petition.
  {
    field: `${S(1)}Part2_ClassificationSymbol[0]`,
    kind: 'text',
    label: 'Requested classification',
    source: 'petition',
    required: true,
    value: (d) => classificationSymbol(d.petition.visaClass),
  },
  {
    field: `${S(1)}new[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'Basis: new employment',
    source: 'petition',
    checked: (d) => isNewEmployer(d),
  },
  {
    field: `${S(1)}change[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'Basis: change of employer',
    source: 'petition',
    checked: (d) => !isNewEmployer(d),
  },
  {
    field: `${S(1)}Line1_ReceiptNumber[0]`,
    kind: 'text',
    label: 'Most recent receipt number',
    source: 'petition',
    value: (d) => d.petition.receiptNumber,
  },
  {
    field: `${S(1)}P2Checkbox4[0]`,
    kind: 'checkbox',
    exportValue: 'A',
    label: 'Requested action: notify the consulate',
    source: 'petition',
    required: true,
    checked: (d) => (d.petition.filingType === null ? null : d.petition.filingType === 'consular_processing'),
  },
  {
    field: `${S(1)}P2Checkbox4[1]`,
    kind: 'checkbox',
    exportValue: 'B',
    label: 'Requested action: change of status',
    source: 'petition',
    checked: (d) => d.petition.filingType === 'change_of_status' && !isTradeAgreement(d),
  },
  // A TN or E-3 change of status is the free-trade box F, not B (the Trade Agreement Supplement goes with it).
  {
    field: `${S(1)}P2Checkbox4[5]`,
    kind: 'checkbox',
    exportValue: 'F',
    label: 'Requested action: change to a free trade status',
    source: 'petition',
    appliesTo: isTradeAgreement,
    checked: (d) => d.petition.filingType === 'change_of_status',
  },
  { field: `${S(1)}TtlNumbersofWorker[0]`, kind: 'text', label: 'Total number of workers', source: 'petition', value: () => '1' },
];
