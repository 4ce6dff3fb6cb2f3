import { additionalInformationHeader } from './additional-information.ts';
import type { FormAddress, FormCaseData, FormPersonName } from './case-data.ts';
import { addressEntries, type FieldMapEntry, type FormDataSource, type UscisFormId } from './field-map.ts';

/** The G-28's Part 3 (information about the client) and Part 6's header, for whichever client the G-28 names. */
const P3 = 'form1[0].#subform[1].';
const P6 = 'form1[0].#subform[3].';

/**
 * Who the G-28's client is and where Part 3 reads them from. Labels name the fields for staff ("Client contact family
 * name"), so each client keeps its own words; the PDF's boxes are the same.
 */
export interface G28Client {
  form: UscisFormId;
  /** Part 3 item 5's box: P (petitioner), A (applicant). */
  role: { field: string; exportValue: 'P' | 'A'; label: string };
  /** Item 1.B, the form numbers of the matter ("I-140, I-907"; "I-765"). */
  matter: (d: FormCaseData) => string | null;
  /** Item 4, the receipt number of the matter, when it has one. */
  receiptNumber: (d: FormCaseData) => string | null;
  /** Where staff enter the client's data, and how the labels name the client's person and contact. */
  source: FormDataSource;
  sourceFor?: (d: FormCaseData) => FormDataSource;
  nameLabel: string;
  contactLabel: string;
  /** The person named in items 6.A–6.C (and Part 6's header); required when the client is a person. */
  name: (d: FormCaseData) => FormPersonName | null;
  nameRequired: boolean;
  /** A company client's name and the signatory's title (items 7.A, 7.B); absent for a person. */
  entity?: {
    name: (d: FormCaseData) => string | null;
    title: (d: FormCaseData) => string | null;
    appliesTo: (d: FormCaseData) => boolean;
  };
  /** Item 8, the client's A-number, when the client is a person who may have one. */
  aNumber?: (d: FormCaseData) => string | null;
  phone: (d: FormCaseData) => string | null;
  email: (d: FormCaseData) => string | null;
  mailingAddress: (d: FormCaseData) => FormAddress | null;
}

/** Part 3 (the client and the matter) and Part 6's header, for one client. */
export function g28ClientFields(client: G28Client, part6Items: readonly FieldMapEntry[]): FieldMapEntry[] {
  const { source } = client;
  const located = (entry: FieldMapEntry): FieldMapEntry => (client.sourceFor ? { ...entry, sourceFor: client.sourceFor } : entry);
  const nameEntry = (key: keyof FormPersonName, field: string, words: string, required: boolean): FieldMapEntry =>
    located({
      field: `${P3}${field}`,
      kind: 'text',
      label: `${client.nameLabel} ${words}`,
      source,
      ...(required ? { required: true } : {}),
      value: (d) => client.name(d)?.[key] ?? null,
    });
  return [
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
      value: client.matter,
    },
    {
      field: `${P3}Pt3Line4_ReceiptNumber[0]`,
      kind: 'text',
      label: 'Receipt number',
      source: 'petition',
      value: client.receiptNumber,
    },
    {
      field: `${P3}${client.role.field}`,
      kind: 'checkbox',
      exportValue: client.role.exportValue,
      label: client.role.label,
      source: 'petition',
      checked: () => true,
    },
    nameEntry('familyName', 'Pt3Line5a_FamilyName[0]', 'family name', client.nameRequired),
    nameEntry('givenName', 'Pt3Line5b_GivenName[0]', 'given name', client.nameRequired),
    nameEntry('middleName', 'Pt3Line5c_MiddleName[0]', 'middle name', false),
    ...(client.entity
      ? [
          {
            field: `${P3}Pt3Line7a_NameOfEntity[0]`,
            kind: 'text' as const,
            label: 'Petitioner name',
            source,
            required: true,
            appliesTo: client.entity.appliesTo,
            value: client.entity.name,
          },
          {
            field: `${P3}Pt3Line7b_TitleofEntity[0]`,
            kind: 'text' as const,
            label: `${client.nameLabel} title`,
            source,
            appliesTo: client.entity.appliesTo,
            value: client.entity.title,
          },
        ]
      : []),
    ...(client.aNumber
      ? [
          {
            field: `${P3}Pt3Line9_ANumber[0]`,
            kind: 'text' as const,
            label: `${client.contactLabel} A-number`,
            source: 'form' as const,
            value: client.aNumber,
          },
        ]
      : []),
    located({
      field: `${P3}Line9_DaytimeTelephoneNumber[0]`,
      kind: 'text',
      label: `${client.contactLabel} daytime telephone`,
      source,
      value: client.phone,
    }),
    located({
      field: `${P3}Line11_EMail[0]`,
      kind: 'text',
      label: `${client.contactLabel} e-mail`,
      source,
      value: client.email,
    }),
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
      `${client.contactLabel} mailing address`,
      source,
      client.mailingAddress,
      true,
    ).map(located),
    // Part 6: item 1 repeats Part 3's client name (items 5.A–5.C) whenever the part carries additional information.
    ...additionalInformationHeader(
      'Part 6',
      {
        familyName: `${P6}Pt3Line5a_FamilyName[1]`,
        givenName: `${P6}Pt3Line5b_GivenName[1]`,
        middleName: `${P6}Pt3Line5c_MiddleName[1]`,
      },
      client.nameLabel.toLowerCase(),
      source,
      client.name,
      part6Items,
    ).map(located),
  ];
}
