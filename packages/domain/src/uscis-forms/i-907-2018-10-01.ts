import {
  forACompanyOnly,
  isSelfPetitionCase,
  petitionerContactEmail,
  petitionerContactPhone,
  petitionerDataSource,
  petitionerMailingAddress,
} from './contact-entries.ts';
import { additionalInformationANumber, additionalInformationHeader } from './additional-information.ts';
import type { FormCaseData, FormPersonName } from './case-data.ts';
import { addressEntries, beneficiaryANumber, digitsOnly, type FieldMapEntry, type FormEdition } from './field-map.ts';
import { compactClassificationSymbol, petitionFormNumber } from './required-forms.ts';

/** I-907 (10/01/18): Request for Premium Processing Service, filed by the petitioner with its petition. */
const S0 = 'form1[0].#subform[0].';
const S1 = 'form1[0].#subform[1].';
const S2 = 'form1[0].#subform[2].';
const S6 = 'form1[0].#subform[6].';

/** Part 6's rows' text boxes (items 3 and 4 twice): only the too-long rule writes them. */
const PART_6_ROWS = ['Pt9Line3d_AdditionalInfo[0]', 'Pt9Line4d_AdditionalInfo[0]', 'Pt9Line4d_AdditionalInfo[1]'].map(
  (name) => `${S6}${name}`,
);

/**
 * Whose Part 6 is ("Type or print your name and A-Number (if any) at the top of each sheet"): the filer's. USCIS's
 * PDF copies Part 1's name in through its XFA, which the app drops. A self-petitioner files in person (Part 1 item 3);
 * a company files under its own name (item 4), which the header's one-name boxes can only carry in the first.
 */
const requestorName = (d: FormCaseData): FormPersonName =>
  isSelfPetitionCase(d)
    ? { familyName: d.beneficiary.familyName, givenName: d.beneficiary.givenName, middleName: d.beneficiary.middleName }
    : { familyName: d.petitioner.name, givenName: null, middleName: null };

/**
 * Part 6's header (items 1 and 2), printed only when a row carries text: the filer's name, and the A-Number only for
 * a self-petitioner (Part 1 item 1, "if any": a company has none, so its box stays empty, as on page 1).
 */
const PART_6_HEADER: FieldMapEntry[] = [
  ...additionalInformationHeader(
    'Part 6',
    {
      familyName: `${S6}Pt1Line3_FamilyName[1]`,
      givenName: `${S6}Pt1Line3_GivenName[1]`,
      middleName: `${S6}Pt1Line3_MiddleName[1]`,
    },
    'requestor',
    'petitioner',
    requestorName,
    PART_6_ROWS,
  ).map((entry) => ({ ...entry, sourceFor: petitionerDataSource })),
  {
    ...additionalInformationANumber(
      'Part 6',
      `${S6}Line3_ANumber[0].Pt1Line1_AlienRegistrationNumber[1]`,
      'requestor',
      PART_6_ROWS,
    ),
    appliesTo: isSelfPetitionCase,
  },
];

const fields: FieldMapEntry[] = [
  // Attorney box on page 1.
  {
    field: `${S0}CheckBox1[0]`,
    kind: 'checkbox',
    exportValue: '1',
    label: 'G-28 attached',
    source: 'attorney',
    checked: (d) => d.attorney !== null,
  },
  {
    field: `${S0}AttyStateBarNumber[0]`,
    kind: 'text',
    label: 'Attorney bar number',
    source: 'attorney',
    value: (d) => d.attorney?.barNumber ?? null,
  },
  {
    field: `${S0}USCISOnlineAcctNumber[0]`,
    kind: 'text',
    label: 'Attorney USCIS online account number',
    source: 'attorney',
    value: (d) => digitsOnly(d.attorney?.uscisOnlineAccountNumber ?? null),
  },
  // Part 1: the person filing is the petitioning company, or the self-petitioner in person (migration 0097): their
  // name in item 3 instead of a company's in item 6, and no FEIN or point of contact.
  {
    field: `${S0}Part1_Line6_CompanyorOrganizationName[0]`,
    kind: 'text',
    label: 'Petitioner name',
    source: 'petitioner',
    required: true,
    appliesTo: forACompanyOnly,
    value: (d) => d.petitioner.name,
  },
  {
    // Item 1, the filer's A-Number "if any": a self-petitioner's own, when staff typed it on her I-765.
    field: `${S0}#area[0].Pt1Line1_AlienRegistrationNumber[0]`,
    kind: 'text',
    label: 'Requestor A-number',
    source: 'form',
    appliesTo: isSelfPetitionCase,
    value: beneficiaryANumber,
  },
  {
    field: `${S0}Pt1Line3_FamilyName[0]`,
    kind: 'text',
    label: 'Requestor family name',
    source: 'beneficiary',
    required: true,
    appliesTo: isSelfPetitionCase,
    value: (d) => d.beneficiary.familyName,
  },
  {
    field: `${S0}Pt1Line3_GivenName[0]`,
    kind: 'text',
    label: 'Requestor given name',
    source: 'beneficiary',
    required: true,
    appliesTo: isSelfPetitionCase,
    value: (d) => d.beneficiary.givenName,
  },
  {
    field: `${S0}Pt1Line3_MiddleName[0]`,
    kind: 'text',
    label: 'Requestor middle name',
    source: 'beneficiary',
    appliesTo: isSelfPetitionCase,
    value: (d) => d.beneficiary.middleName,
  },
  ...addressEntries(
    {
      street: `${S0}Part1_Line5_MailingAddress_StreetNumberName[0]`,
      unit: {
        STE: `${S0}Part1_Line5_MailingAddress_Unit[0]`,
        FLR: `${S0}Part1_Line5_MailingAddress_Unit[1]`,
        APT: `${S0}Part1_Line5_MailingAddress_Unit[2]`,
      },
      unitNumber: `${S0}Part1_Line5_MailingAddress_AptSteFlrNumber[0]`,
      city: `${S0}Part1_Line5_MailingAddress_CityTown[0]`,
      state: `${S0}Part1_Line5_MailingAddress_State[0]`,
      zip: `${S0}Pt1Line5_MailingAddress_ZipCode[0]`,
      province: `${S0}Part1_Line5_MailingAddress_Province[0]`,
      postalCode: `${S0}Part1_Line5_MailingAddress_PostalCode[0]`,
      country: `${S0}Part1_Line5_MailingAddress_Country[0]`,
    },
    'Petitioner mailing address',
    'petitioner',
    petitionerMailingAddress,
    true,
  ).map((entry) => ({ ...entry, sourceFor: petitionerDataSource })),
  // The mailing address is the company's business address, so "same as physical address" is Yes.
  {
    field: `${S0}Part1Line5_Checkbox[0]`,
    kind: 'checkbox',
    exportValue: 'Y',
    label: 'Mailing address same as physical address',
    source: 'petitioner',
    checked: () => true,
  },
  {
    field: `${S1}Part1_Line11_CheckBox[2]`,
    kind: 'checkbox',
    exportValue: 'A',
    label: 'Requestor is the petitioner',
    source: 'petition',
    checked: () => true,
  },
  // Part 2: the related petition.
  {
    field: `${S1}P2_Line1_FormNumberof[0]`,
    kind: 'text',
    label: 'Form number of the related petition',
    source: 'petition',
    required: true,
    value: (d) => petitionFormNumber(d.petition.visaClass),
  },
  {
    field: `${S1}P2_Line2_ReceiptNumberof[0]`,
    kind: 'text',
    label: 'Receipt number of the related petition',
    source: 'petition',
    value: (d) => d.petition.receiptNumber,
  },
  {
    field: `${S1}P2_Line2_ClassorEligRequested[0]`,
    kind: 'text',
    label: 'Classification requested',
    source: 'petition',
    required: true,
    value: (d) => compactClassificationSymbol(d.petition.visaClass),
  },
  {
    field: `${S1}Line_FamilyName[0]`,
    kind: 'text',
    label: 'Beneficiary family name',
    source: 'beneficiary',
    required: true,
    value: (d) => d.beneficiary.familyName,
  },
  {
    field: `${S1}Line_GivenName[0]`,
    kind: 'text',
    label: 'Beneficiary given name',
    source: 'beneficiary',
    required: true,
    value: (d) => d.beneficiary.givenName,
  },
  {
    field: `${S1}Line_MiddleName[0]`,
    kind: 'text',
    label: 'Beneficiary middle name',
    source: 'beneficiary',
    value: (d) => d.beneficiary.middleName,
  },
  {
    field: `${S1}Part1_Line8_NameOfCompanyPOC_FamilyName[0]`,
    kind: 'text',
    label: 'Company point of contact family name',
    source: 'petitioner',
    appliesTo: forACompanyOnly,
    required: true,
    value: (d) => d.petitioner.signatory?.familyName ?? null,
  },
  {
    field: `${S1}Part1_Line8_NameOfCompanyPOC_GivenName[0]`,
    kind: 'text',
    label: 'Company point of contact given name',
    source: 'petitioner',
    appliesTo: forACompanyOnly,
    required: true,
    value: (d) => d.petitioner.signatory?.givenName ?? null,
  },
  {
    field: `${S1}Part1_Line8_NameOfCompanyPOC_MiddleName[0]`,
    kind: 'text',
    label: 'Company point of contact middle name',
    source: 'petitioner',
    appliesTo: forACompanyOnly,
    value: (d) => d.petitioner.signatory?.middleName ?? null,
  },
  {
    field: `${S1}Part1_Line8_NameOfCompanyPOC_TitleofPOC[0]`,
    kind: 'text',
    label: 'Company point of contact title',
    source: 'petitioner',
    appliesTo: forACompanyOnly,
    value: (d) => d.petitioner.signatory?.title ?? null,
  },
  {
    field: `${S1}Part1_Line9_CompanyIRSTaxNumber[0]`,
    kind: 'text',
    label: 'Petitioner FEIN',
    source: 'petitioner',
    appliesTo: forACompanyOnly,
    required: true,
    value: (d) => digitsOnly(d.petitioner.ein),
  },
  ...addressEntries(
    {
      street: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_StreetNumberName[0]`,
      unit: {
        APT: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_Unit[0]`,
        FLR: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_Unit[1]`,
        STE: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_Unit[2]`,
      },
      unitNumber: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_AptSteFlrNumber[0]`,
      city: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_CityTown[0]`,
      state: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_State[0]`,
      zip: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_ZipCode[0]`,
      province: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_Province[0]`,
      postalCode: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_PostalCode[0]`,
      country: `${S2}Part1_Line7_OtherInformationAboutCompanyOrg_Country[0]`,
    },
    'Petitioner address (related case)',
    'petitioner',
    (d) => d.petitioner.address,
  ).map((entry) => ({ ...entry, appliesTo: forACompanyOnly })),
  // Part 3: the requestor's contact (the signatory) and the representative who prepared the request.
  {
    field: `${S2}P3_Line4_DaytimeTelePhoneNumber[0]`,
    kind: 'text',
    label: 'Requestor daytime telephone',
    source: 'petitioner',
    value: petitionerContactPhone,
  },
  {
    field: `${S2}P3_Line6_Email[0]`,
    kind: 'text',
    label: 'Requestor e-mail',
    source: 'petitioner',
    value: petitionerContactEmail,
  },
  {
    field: `${S2}P3_Line2_Checkbox[0]`,
    kind: 'checkbox',
    exportValue: 'A',
    label: 'Prepared by a representative',
    source: 'attorney',
    checked: (d) => d.attorney !== null,
  },
  {
    field: `${S2}P3_Line2_NameofRepresentative[0]`,
    kind: 'text',
    label: 'Name of the representative',
    source: 'attorney',
    value: (d) => (d.attorney ? [d.attorney.givenName, d.attorney.familyName].filter(Boolean).join(' ') || null : null),
  }, // Part 6 (Additional Information): its header, printed once a row carries text.
  ...PART_6_HEADER,
];

export const I907_2018_10_01: FormEdition = {
  form: 'i-907',
  edition: '2018-10-01',
  title: 'I-907, Request for Premium Processing Service',
  fileName: 'i-907-2018-10-01.pdf',
  fields,
};
