import { additionalInformationEntries } from './additional-information.ts';
import {
  forACompanyOnly,
  petitionerContactEmail,
  petitionerContactPhone,
  petitionerDataSource,
  petitionerMailingAddress,
  petitionerSignerName,
} from './contact-entries.ts';
import { addressEntries, digitsOnly, formPhone, type FieldMapEntry, type FormEdition } from './field-map.ts';
import { g28ClientFields, type G28Client } from './g-28-client-part.ts';
import { formTitleOfPetition } from './required-forms.ts';

/**
 * G-28 (09/17/18): Notice of Entry of Appearance as Attorney or Accredited Representative. The firm files one per
 * client: the petitioner's (g-28-clients.ts, always) and, when the case files the beneficiary's I-765, one naming her
 * as that application's applicant. One map, built for a client (G28Client): Parts 1, 2 and 6 are the same on both;
 * Part 3 says who the client is and what the appearance is for.
 */
const P1 = 'form1[0].#subform[0].';
const P6 = 'form1[0].#subform[3].';

/** Item 2's text: what staff type in Part 6 (typed-form-details.ts); the first item, before anything the app adds. */
export const G28_PART_6_TEXT_FIELD = `${P6}Pt9Line3d_AdditionalInfo[0]`;

/**
 * Part 6 (Additional Information), items 2–6, as their tooltips number them: the names are not in order (item 5's
 * text is Pt9Line6d_AdditionalInfo[0], item 6's is [1]). The case fills none; staff type them by hand.
 */
const G28_PART_6_ITEMS = additionalInformationEntries('Part 6', [
  {
    item: 2,
    page: `${P6}Pt9Line3a_PageNumber[0]`,
    part: `${P6}Pt9Line3b_PartNumber[0]`,
    itemNumber: `${P6}Pt9Line3c_ItemNumber[0]`,
    text: G28_PART_6_TEXT_FIELD,
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

/** Parts 1 and 2: the attorney of the staff member's profile, the same on every G-28 the firm files. */
const ATTORNEY_FIELDS: FieldMapEntry[] = [
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
];

/** The G-28 naming this client: the attorney, the client and the matter, Part 6. */
function g28Edition(client: G28Client, title: string): FormEdition {
  return {
    form: client.form,
    edition: '2018-09-17',
    title,
    fileName: 'g-28-2018-09-17.pdf',
    fields: [...ATTORNEY_FIELDS, ...g28ClientFields(client, G28_PART_6_ITEMS), ...G28_PART_6_ITEMS],
  };
}

/**
 * The petitioner's G-28, which every case files: the client is the petitioner, an entity and its signatory, or the
 * self-petitioner in person (migration 0097: no entity name or title, their own contact); the matter is the petition.
 */
export const G28_2018_09_17 = g28Edition(
  {
    form: 'g-28',
    role: { field: 'Line4_Checkbox[3]', exportValue: 'P', label: 'Client is the petitioner' },
    matter: (d) => formTitleOfPetition(d.petition.visaClass, d.petition.premiumProcessing),
    receiptNumber: (d) => d.petition.receiptNumber,
    source: 'petitioner',
    sourceFor: petitionerDataSource,
    nameLabel: 'Client contact',
    contactLabel: 'Petitioner',
    name: petitionerSignerName,
    nameRequired: false,
    entity: { name: (d) => d.petitioner.name, title: (d) => d.petitioner.signatory?.title ?? null, appliesTo: forACompanyOnly },
    phone: petitionerContactPhone,
    email: petitionerContactEmail,
    mailingAddress: petitionerMailingAddress,
  },
  'G-28, Notice of Entry of Appearance as Attorney or Accredited Representative',
);

/**
 * The beneficiary's G-28 for her I-765 (filed with it when the case files one, optionalForms): the firm appears for
 * her as the applicant. Her name, the U.S. address the I-765 gives as her mailing address, her own telephone and
 * e-mail, and the A-number staff typed on the I-765 (the case does not otherwise record one); the matter is the I-765,
 * not yet filed, so no receipt number. She signs Part 4 herself (BENEFICIARY_SIGNED_FORMS).
 */
export const G28_I765_2018_09_17 = g28Edition(
  {
    form: 'g-28-i-765',
    role: { field: 'Line4_Checkbox[1]', exportValue: 'A', label: 'Client is the applicant' },
    matter: () => 'I-765',
    receiptNumber: () => null,
    source: 'beneficiary',
    nameLabel: 'Client',
    contactLabel: 'Client',
    name: (d) => ({
      familyName: d.beneficiary.familyName,
      givenName: d.beneficiary.givenName,
      middleName: d.beneficiary.middleName,
    }),
    nameRequired: true,
    aNumber: (d) => digitsOnly(d.beneficiary.aNumber ?? null),
    phone: (d) => formPhone(d.beneficiary.phone),
    email: (d) => d.beneficiary.email,
    mailingAddress: (d) => d.beneficiary.usAddress,
  },
  'G-28, Notice of Entry of Appearance as Attorney or Accredited Representative',
);
