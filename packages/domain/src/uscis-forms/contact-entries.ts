import type { FormAddress, FormCaseData, FormPersonName } from './case-data.ts';
import { addressEntries, formPhone, type FieldMapEntry, type FormDataSource } from './field-map.ts';

/**
 * Who signs and who prepared a petition, as the forms' signature parts ask: the petitioner's authorized signatory
 * (from the company's members) and the attorney of the staff member's profile, who prepares every form the app
 * fills. The signatures and their dates stay empty: they are the signers' own.
 */

/**
 * In a self-petition the beneficiary is the petitioner (migration 0097): they sign, they are the G-28's client and the
 * I-907's requestor, so the forms print their name, contact and address where a company's would go.
 */
export const isSelfPetitionCase = (d: FormCaseData): boolean => d.petition.selfPetition === true;

/** Where staff enter the petitioner's contact and address: the company's profile, or a self-petitioner's person data. */
export const petitionerDataSource = (d: FormCaseData): FormDataSource => (isSelfPetitionCase(d) ? 'beneficiary' : 'petitioner');

/** For the entries only a company has (its name, FEIN, point of contact): left out of a self-petition's forms. */
export const forACompanyOnly = (d: FormCaseData): boolean => !isSelfPetitionCase(d);

/** The person who signs for the petitioner: the company's authorized signatory, or the self-petitioner. */
export const petitionerSignerName = (d: FormCaseData): (FormPersonName & { title?: string | null }) | null =>
  isSelfPetitionCase(d)
    ? { familyName: d.beneficiary.familyName, givenName: d.beneficiary.givenName, middleName: d.beneficiary.middleName }
    : d.petitioner.signatory;

/** The petitioner's mailing address: the company's, or the self-petitioner's (in the United States, else abroad). */
export const petitionerMailingAddress = (d: FormCaseData): FormAddress | null =>
  isSelfPetitionCase(d) ? (d.beneficiary.usAddress ?? d.beneficiary.foreignAddress) : d.petitioner.address;

/** The signatory's telephone, else the company's (the forms ask for the petitioner's daytime number). */
export const petitionerContactPhone = (d: FormCaseData): string | null =>
  isSelfPetitionCase(d)
    ? formPhone(d.beneficiary.phone)
    : (formPhone(d.petitioner.signatory?.phone ?? null) ?? formPhone(d.petitioner.phone));

/** The signatory's e-mail, else the company's (the self-petitioner's own). */
export const petitionerContactEmail = (d: FormCaseData): string | null =>
  isSelfPetitionCase(d) ? d.beneficiary.email : (d.petitioner.signatory?.email ?? d.petitioner.email);

type Names = Partial<Record<'familyName' | 'givenName' | 'middleName' | 'title' | 'phone' | 'mobilePhone' | 'email', string>>;

function textEntries(
  names: Names,
  what: string,
  source: 'petitioner' | 'attorney',
  values: Record<keyof Names, [string, (d: FormCaseData) => string | null]>,
): FieldMapEntry[] {
  return (Object.keys(names) as Array<keyof Names>).map((key) => ({
    field: names[key]!,
    kind: 'text' as const,
    label: `${what} ${values[key][0]}`,
    source,
    value: values[key][1],
  }));
}

/** The authorized signatory's (a self-petitioner's) name, title and contact in the signature part of a petition. */
export function signatoryEntries(names: Names, what = 'Authorized signatory'): FieldMapEntry[] {
  return textEntries(names, what, 'petitioner', {
    familyName: ['family name', (d) => petitionerSignerName(d)?.familyName ?? null],
    givenName: ['given name', (d) => petitionerSignerName(d)?.givenName ?? null],
    middleName: ['middle name', (d) => petitionerSignerName(d)?.middleName ?? null],
    title: ['title', (d) => petitionerSignerName(d)?.title ?? null],
    phone: ['daytime telephone', petitionerContactPhone],
    mobilePhone: ['mobile telephone', () => null],
    email: ['e-mail', petitionerContactEmail],
  });
}

/** The preparer part: the attorney's name, firm, address and contact (empty when the staff member has no profile). */
export function preparerEntries(
  names: Names & { firmName?: string; address?: Parameters<typeof addressEntries>[0] },
  what = 'Preparer',
): FieldMapEntry[] {
  const { firmName, address, ...people } = names;
  return [
    ...textEntries(people, what, 'attorney', {
      familyName: ['family name', (d) => d.attorney?.familyName ?? null],
      givenName: ['given name', (d) => d.attorney?.givenName ?? null],
      middleName: ['middle name', (d) => d.attorney?.middleName ?? null],
      title: ['title', () => null],
      phone: ['daytime telephone', (d) => formPhone(d.attorney?.phone ?? null)],
      mobilePhone: ['mobile telephone', (d) => formPhone(d.attorney?.mobilePhone ?? null)],
      email: ['e-mail', (d) => d.attorney?.email ?? null],
    }),
    ...(firmName
      ? [
          {
            field: firmName,
            kind: 'text' as const,
            label: `${what} business or organization`,
            source: 'attorney' as const,
            value: (d: FormCaseData) => d.attorney?.firmName ?? null,
          },
        ]
      : []),
    ...(address ? addressEntries(address, `${what} mailing address`, 'attorney', (d) => d.attorney?.address ?? null) : []),
  ];
}
