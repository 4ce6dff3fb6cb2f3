import {
  forACompanyOnly,
  petitionerContactEmail,
  petitionerContactPhone,
  petitionerDataSource,
  petitionerMailingAddress,
  petitionerSignerName,
} from './contact-entries.ts';
import { additionalInformationEntries, additionalInformationHeader } from './additional-information.ts';
import { addressEntries, digitsOnly, formPhone, type FieldMapEntry, type FormEdition } from './field-map.ts';
import { formTitleOfPetition } from './required-forms.ts';

/** G-28 (09/17/18): Notice of Entry of Appearance as Attorney or Accredited Representative. */
const P1 = 'form1[0].#subform[0].';
const P3 = 'form1[0].#subform[1].';
const P6 = 'form1[0].#subform[3].';

/**
 * Part 6 (Additional Information), items 2–6, as their tooltips number them: the names are not in order (item 5's
 * text is Pt9Line6d_AdditionalInfo[0], item 6's is [1]). The case fills none; staff type them by hand.
 */
const PART_6_ITEMS = additionalInformationEntries('Part 6', [
  {
    item: 2,
    page: `${P6}Pt9Line3a_PageNumber[0]`,
    part: `${P6}Pt9Line3b_PartNumber[0]`,
    itemNumber: `${P6}Pt9Line3c_ItemNumber[0]`,
    text: `${P6}Pt9Line3d_AdditionalInfo[0]`,
  },
  {
    item: 3,
    page: `${P6}Pt9Line4a_PageNumber[0]`,
    part: `${P6}Pt9Line4b_PartNumber[0]`,
    itemNumber: `${P6}Pt9Line4c_ItemNumber[0]`,
    text: `${P6}Pt9Line4d_AdditionalInfo[0]`,
  },
  {
    item: 4,
    page: `${P6}Pt9Line5a_PageNumber[0]`,
    part: `${P6}Pt9Line5b_PartNumber[0]`,
    itemNumber: `${P6}Pt9Line5c_ItemNumber[0]`,
    text: `${P6}Pt9Line5d_AdditionalInfo[0]`,
  },
  {
    item: 5,
    page: `${P6}Pt9Line6a_PageNumber[1]`,
    part: `${P6}Pt9Line6b_PartNumber[1]`,
    itemNumber: `${P6}Pt9Line6c_ItemNumber[1]`,
    text: `${P6}Pt9Line6d_AdditionalInfo[0]`,
  },
  {
    item: 6,
    page: `${P6}Pt9Line6a_PageNumber[0]`,
    part: `${P6}Pt9Line6b_PartNumber[0]`,
    itemNumber: `${P6}Pt9Line6c_ItemNumber[0]`,
    text: `${P6}Pt9Line6d_AdditionalInfo[1]`,
  },
]);

const fields: FieldMapEntry[] = [
  // Part 1: the attorney.
  {
    field: `${P1}#area[0].Pt1Line1_USCISOnlineAcctNumber[0]`,
    kind: 'text',
    label: 'Attorney USCIS online account number',
    source: 'attorney',
    value: (d) => digitsOnly(d.attorney?.uscisOnlineAccountNumber ?? null),
  },
  {
    field: `${P1}Pt1Line2a_FamilyName[0]`,
    kind: 'text',
    label: 'Attorney family name',
    source: 'attorney',
    required: true,
    value: (d) => d.attorney?.familyName || null,
  },
  {
    field: `${P1}Pt1Line2b_GivenName[0]`,
    kind: 'text',
    label: 'Attorney given name',
    source: 'attorney',
    required: true,
    value: (d) => d.attorney?.givenName || null,
  },
  {
    field: `${P1}Pt1Line2c_MiddleName[0]`,
    kind: 'text',
    label: 'Attorney middle name',
    source: 'attorney',
    value: (d) => d.attorney?.middleName ?? null,
  },
  ...addressEntries(
    {
      street: `${P1}Line3a_StreetNumber[0]`,
      unit: { STE: `${P1}Line3b_Unit[0]`, FLR: `${P1}Line3b_Unit[1]`, APT: `${P1}Line3b_Unit[2]` },
      unitNumber: `${P1}Line3b_AptSteFlrNumber[0]`,
      city: `${P1}Line3c_CityOrTown[0]`,
      state: `${P1}Line3d_State[0]`,
      zip: `${P1}Line3e_ZipCode[0]`,
      province: `${P1}Line3f_Province[0]`,
      postalCode: `${P1}Line3g_PostalCode[0]`,
      country: `${P1}Line3h_Country[0]`,
    },
    'Attorney address',
    'attorney',
    (d) => d.attorney?.address ?? null,
    true,
  ),
  {
    field: `${P1}Line4_DaytimeTelephoneNumber[0]`,
    kind: 'text',
    label: 'Attorney daytime telephone',
    source: 'attorney',
    required: true,
    value: (d) => formPhone(d.attorney?.phone ?? null),
  },
  // The tooltips say Line6_EMail is item 5 (mobile) and Line7_MobileTelephoneNumber item 6 (e-mail): the names are swapped.
  {
    field: `${P1}Line6_EMail[0]`,
    kind: 'text',
    label: 'Attorney mobile telephone',
    source: 'attorney',
    value: (d) => formPhone(d.attorney?.mobilePhone ?? null),
  },
  {
    field: `${P1}Line7_MobileTelephoneNumber[0]`,
    kind: 'text',
    label: 'Attorney e-mail',
    source: 'attorney',
    required: true,
    value: (d) => d.attorney?.email ?? null,
  },
  // Part 2: eligibility as an attorney (1.a), licensing authority, bar number, not subject to discipline (1.c), firm.
  {
    field: `${P1}CheckBox1[0]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'Attorney eligible to practise law',
    source: 'attorney',
    checked: (d) => Boolean(d.attorney?.barNumber),
  },
  {
    field: `${P1}Pt2Line1a_LicensingAuthority[0]`,
    kind: 'text',
    label: 'Attorney licensing authority',
    source: 'attorney',
    required: true,
    value: (d) => d.attorney?.licensingAuthority ?? null,
  },
  {
    field: `${P1}Pt2Line1b_BarNumber[0]`,
    kind: 'text',
    label: 'Attorney bar number',
    source: 'attorney',
    required: true,
    value: (d) => d.attorney?.barNumber ?? null,
  },
  {
    field: `${P1}Checkbox1dAmNot[0]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'Attorney not subject to any order',
    source: 'attorney',
    checked: (d) => Boolean(d.attorney?.barNumber),
  },
  {
    field: `${P1}Pt2Line1d_NameofFirmOrOrganization[0]`,
    kind: 'text',
    label: 'Attorney law firm',
    source: 'attorney',
    value: (d) => d.attorney?.firmName ?? null,
  },
  // Part 3: the appearance is before USCIS, for the petition's form; the client is the petitioner: an entity and its
  // signatory, or the self-petitioner in person (migration 0097: no entity name or title, their own contact).
  {
    field: `${P3}Line1a_USCIS[0]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'Appearance before USCIS',
    source: 'petition',
    checked: () => true,
  },
  {
    field: `${P3}Line1b_ListFormNumber[0]`,
    kind: 'text',
    label: 'Form numbers of the matter',
    source: 'petition',
    required: true,
    value: (d) => formTitleOfPetition(d.petition.visaClass, d.petition.premiumProcessing),
  },
  {
    field: `${P3}Pt3Line4_ReceiptNumber[0]`,
    kind: 'text',
    label: 'Receipt number',
    source: 'petition',
    value: (d) => d.petition.receiptNumber,
  },
  {
    field: `${P3}Line4_Checkbox[3]`,
    kind: 'checkbox',
    exportValue: 'P',
    label: 'Client is the petitioner',
    source: 'petition',
    checked: () => true,
  },
  {
    field: `${P3}Pt3Line5a_FamilyName[0]`,
    kind: 'text',
    label: 'Client contact family name',
    source: 'petitioner',
    value: (d) => petitionerSignerName(d)?.familyName ?? null,
  },
  {
    field: `${P3}Pt3Line5b_GivenName[0]`,
    kind: 'text',
    label: 'Client contact given name',
    source: 'petitioner',
    value: (d) => petitionerSignerName(d)?.givenName ?? null,
  },
  {
    field: `${P3}Pt3Line5c_MiddleName[0]`,
    kind: 'text',
    label: 'Client contact middle name',
    source: 'petitioner',
    value: (d) => petitionerSignerName(d)?.middleName ?? null,
  },
  {
    field: `${P3}Pt3Line7a_NameOfEntity[0]`,
    kind: 'text',
    label: 'Petitioner name',
    source: 'petitioner',
    required: true,
    appliesTo: forACompanyOnly,
    value: (d) => d.petitioner.name,
  },
  {
    field: `${P3}Pt3Line7b_TitleofEntity[0]`,
    kind: 'text',
    label: 'Client contact title',
    source: 'petitioner',
    appliesTo: forACompanyOnly,
    value: (d) => d.petitioner.signatory?.title ?? null,
  },
  {
    field: `${P3}Line9_DaytimeTelephoneNumber[0]`,
    kind: 'text',
    label: 'Petitioner daytime telephone',
    source: 'petitioner',
    value: petitionerContactPhone,
  },
  {
    field: `${P3}Line11_EMail[0]`,
    kind: 'text',
    label: 'Petitioner e-mail',
    source: 'petitioner',
    value: petitionerContactEmail,
  },
  ...addressEntries(
    {
      street: `${P3}Line12a_StreetNumberName[0]`,
      unit: { STE: `${P3}Line12b_Unit[0]`, FLR: `${P3}Line12b_Unit[1]`, APT: `${P3}Line12b_Unit[2]` },
      unitNumber: `${P3}Line12b_AptSteFlrNumber[0]`,
      city: `${P3}Line12c_CityOrTown[0]`,
      state: `${P3}Line12d_State[0]`,
      zip: `${P3}Line12e_ZipCode[0]`,
      province: `${P3}Line12f_Province[0]`,
      postalCode: `${P3}Line12g_PostalCode[0]`,
      country: `${P3}Line12h_Country[0]`,
    },
    'Petitioner mailing address',
    'petitioner',
    petitionerMailingAddress,
    true,
  ).map((entry) => ({ ...entry, sourceFor: petitionerDataSource })),
  // Part 6: item 1 repeats Part 3's client name (items 5.A–5.C) whenever the part carries additional information.
  ...additionalInformationHeader(
    'Part 6',
    {
      familyName: `${P6}Pt3Line5a_FamilyName[1]`,
      givenName: `${P6}Pt3Line5b_GivenName[1]`,
      middleName: `${P6}Pt3Line5c_MiddleName[1]`,
    },
    'client contact',
    'petitioner',
    petitionerSignerName,
    PART_6_ITEMS,
  ).map((entry) => ({ ...entry, sourceFor: petitionerDataSource })),
  ...PART_6_ITEMS,
];

export const G28_2018_09_17: FormEdition = {
  form: 'g-28',
  edition: '2018-09-17',
  title: 'G-28, Notice of Entry of Appearance as Attorney or Accredited Representative',
  fileName: 'g-28-2018-09-17.pdf',
  fields,
};
