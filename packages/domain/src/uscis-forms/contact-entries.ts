import type { FormCaseData } from './case-data.ts';
import { addressEntries, formPhone, type FieldMapEntry } from './field-map.ts';

/**
 * Who signs and who prepared a petition, as the forms' signature parts ask: the petitioner's authorized signatory
 * (from the company's members) and the attorney of the staff member's profile, who prepares every form the app
 * fills. The signatures and their dates stay empty: they are the signers' own.
 */

/** The signatory's telephone, else the company's (the forms ask for the petitioner's daytime number). */
export const petitionerContactPhone = (d: FormCaseData): string | null =>
  formPhone(d.petitioner.signatory?.phone ?? null) ?? formPhone(d.petitioner.phone);

/** The signatory's e-mail, else the company's. */
export const petitionerContactEmail = (d: FormCaseData): string | null => d.petitioner.signatory?.email ?? d.petitioner.email;

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

/** The authorized signatory's name, title and contact in the signature part of a petition. */
export function signatoryEntries(names: Names, what = 'Authorized signatory'): FieldMapEntry[] {
  return textEntries(names, what, 'petitioner', {
    familyName: ['family name', (d) => d.petitioner.signatory?.familyName ?? null],
    givenName: ['given name', (d) => d.petitioner.signatory?.givenName ?? null],
    middleName: ['middle name', (d) => d.petitioner.signatory?.middleName ?? null],
    title: ['title', (d) => d.petitioner.signatory?.title ?? null],
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
