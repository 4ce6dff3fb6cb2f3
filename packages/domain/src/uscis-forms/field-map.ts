import { countryName } from '../geography.ts';
import { phoneNumberParts } from '../phone-number.ts';
import type { FormAddress, FormCaseData } from './case-data.ts';

/**
 * A field map says, for one edition of one USCIS form, which of the PDF's AcroForm fields the app fills and from
 * what. Entries are keyed by the form's real (fully qualified) field names, so a new edition is a new map, and a
 * test checks that every name exists in the shipped PDF with the kind and export value the entry expects.
 */

/** Where staff enter what a field is filled from: named in "missing" messages, never a table or column name. */
export const FORM_DATA_SOURCES = {
  petition: "the petition's builder page",
  petitioner: "the petitioner's company profile (Entities → the company)",
  beneficiary: "the beneficiary's person data",
  offer: "the beneficiary's offered role (employment at the petitioner)",
  worksite: "the petition's Worksite (the petition page, or the employer wizard)",
  // The dates of intended employment: the petition's requested period, else the employer's offer dates.
  period: "the petition's Requested start and end dates (the petition page), or the offered role's dates",
  // The I-94 record: the beneficiary gives their latest arrival in their onboarding's filing type step.
  arrival: "the beneficiary's latest arrival (their onboarding's filing type step)",
  attorney: 'your attorney profile (Settings → Attorney)',
  // Answers no part of the case records (an O petition's duties, for one): staff type them as a form override.
  form: 'this form by hand (the case does not record it)',
  // The case holds an answer the form's boxes cannot say (a passport's sex X): staff decide the box.
  decide: "this form by hand (the case's answer is not one of the form's choices)",
  // The case's value is longer than the PDF's box: the box is left empty, and staff type a shorter value.
  shorter: "this form by hand, shorter (the case's value does not fit the box)",
  // The case's value is longer than the PDF's box and is written in full in the form's Additional Information part.
  moved: "the form's Additional Information part (the value does not fit its box)",
  // An address names its unit's type with no number ("500 Oak Ave APT", stored before streetWithUnit): the box is ticked
  // and the number is for staff to find out, in the address's own place or by hand on the form.
  unitNumber: 'the address (it names Apt., Ste. or Flr. without a number)',
  // The edition filled is one staff added, and the app found no box in it with the shipped box's tooltip.
  notFound: 'the generated PDF, by hand (the app found no box for it in this edition)',
} as const;
export type FormDataSource = keyof typeof FORM_DATA_SOURCES;

interface EntryBase {
  /** The PDF's fully qualified field name, e.g. form1[0].#subform[0].Pt1Line2a_FamilyName[0]. */
  field: string;
  /** What the field is, in the form's words: "Beneficiary passport number". */
  label: string;
  source: FormDataSource;
  /**
   * Where staff enter it for this case, when that depends on the case (a self-petition's "petitioner" fields are the
   * beneficiary's own data, migration 0097): named in the "missing" message instead of `source`.
   */
  sourceFor?: (data: FormCaseData) => FormDataSource;
  /** A required field with no value is listed as missing (the form is still generated). */
  required?: boolean;
  /** Required for some cases only (an extension quotes the receipt number of the petition it extends). */
  requiredWhen?: (data: FormCaseData) => boolean;
  /**
   * Why this entry, not required for every case, is wanted for this one (an address ticks Apt. but gives no number):
   * left empty, it is listed with these words (where: FORM_DATA_SOURCES.unitNumber). Null: not wanted here.
   */
  wantedBecause?: (data: FormCaseData) => string | null;
  /** Only for some cases (a supplement of one visa class): an entry that does not apply is neither filled nor missing. */
  appliesTo?: (data: FormCaseData) => boolean;
  /**
   * Why the case's own answer is not filled in, when it holds one the form cannot take (a passport's sex X on the
   * Male/Female boxes): a required entry left empty is then listed for staff to decide, with this reason, instead of
   * as not recorded.
   */
  undecidable?: (data: FormCaseData) => string | null;
  /**
   * A header the form repeats on its additional-information part (the applicant's or client's name, "pre-populated
   * from Part 1" by the PDF's XFA, which the app drops): filled only when one of these fields carries text, from the
   * case or typed by hand, so an unused continuation page stays blank as USCIS prints it.
   */
  onlyWithTextIn?: readonly string[];
}

/** A text field: the value, or null when the case does not hold it. */
export interface TextEntry extends EntryBase {
  kind: 'text';
  value: (data: FormCaseData) => string | null;
}

/** A drop-down (the forms' US state lists): the option's export value. */
export interface ChoiceEntry extends EntryBase {
  kind: 'choice';
  value: (data: FormCaseData) => string | null;
}

/**
 * One checkbox of a group ("select one" boxes and Yes/No pairs are sibling checkboxes with different export
 * values): checked when `checked` says so; null means the case does not say, which a required entry lists.
 */
export interface CheckboxEntry extends EntryBase {
  kind: 'checkbox';
  exportValue: string;
  checked: (data: FormCaseData) => boolean | null;
  /**
   * The "select one" group the box belongs to, when the case may not answer it (the I-765's marital status): a
   * required box of the group is listed only while no box of it is ticked, from the case or by hand, so staff tick the
   * one that applies (Married) and the others are not asked for.
   */
  oneOf?: string;
}

export type FieldMapEntry = TextEntry | ChoiceEntry | CheckboxEntry;

/** The forms the app fills; g-28-i-765 is the G-28 naming the beneficiary as the I-765's applicant. */
export type UscisFormId = 'g-28' | 'i-907' | 'i-129' | 'i-140' | 'i-765' | 'g-28-i-765';

export interface FormEdition {
  form: UscisFormId;
  /** The edition date printed in the form's footer, as YYYY-MM-DD. */
  edition: string;
  title: string;
  /** The blank PDF's file name under apps/api/assets/uscis-forms. */
  fileName: string;
  fields: readonly FieldMapEntry[];
}

/** MM/DD/YYYY, as every USCIS date field asks, from an ISO date; null stays null. */
export function formDate(iso: string | null): string | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

/**
 * How long the I-94 admits, as the forms print it (the I-129's "Date Status Expires or D/S", the I-140's expiration of
 * the authorized stay): MM/DD/YYYY, or D/S for a stay without an end date; null when not given.
 */
export function formAdmitUntil(arrival: { admitUntil?: string | null; durationOfStatus?: boolean } | undefined): string | null {
  if (!arrival) return null;
  return arrival.durationOfStatus ? 'D/S' : formDate(arrival.admitUntil ?? null);
}

/** A country's English name from its code (the forms want the name); an unknown code is left as written. */
export function formCountry(code: string | null): string | null {
  if (!code) return null;
  return countryName(code) ?? code;
}

/** Digits only: the forms' EIN, A-number and account-number boxes take no dashes. */
export function digitsOnly(value: string | null): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits === '' ? null : digits;
}

/**
 * The beneficiary's A-number as the forms' 9-digit boxes take it: as staff typed it on her I-765 (item 8; the case
 * records none otherwise), digits only. Null when none was typed: the boxes say "if any", so nothing is asked for.
 */
export const beneficiaryANumber = (d: FormCaseData): string | null => digitsOnly(d.beneficiary.aNumber ?? null);

/**
 * A telephone number as the forms' digit boxes take it: digits only, and a North American number without its
 * country code 1 ("+1 (415) 555-0142" → "4155550142"), since the boxes hold the 10 digits. Any other number keeps
 * its digits (with its country code); one longer than its box is listed as not fitting, never cut silently.
 * An extension ("… ext. 12") is not printed: the forms have no box for it, and its digits would make another
 * number; phone-extension-notes.ts lists it for staff instead.
 */
export function formPhone(phone: string | null): string | null {
  const digits = digitsOnly(phone === null ? null : (phoneNumberParts(phone)?.number ?? phone));
  return digits !== null && digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * A dollar amount as the forms print money: thousands separated by commas and two decimals, as the I-129's own
 * wage box formats it (num{zz,zzz,zz9.99}): "215000" → "215,000.00", a net loss "-420000" → "-420,000.00".
 * The box is preceded by a printed "$", so none is added. Anything that is not a number is left as written.
 */
export function formMoney(amount: string | null): string | null {
  if (amount === null || amount.trim() === '') return null;
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A ZIP+4 ("94105-1234") as the forms' five-digit ZIP box takes it ("94105"); anything else as written. */
export function formZip(postalCode: string | null): string | null {
  return postalCode?.match(/^(\d{5})-?\d{4}$/)?.[1] ?? postalCode;
}

/**
 * Whether two addresses are the same place as the forms print them (the same boxes would be filled: street, unit,
 * city, state, ZIP or postal code, country), ignoring case and spacing. A form that asks for an address only "if
 * different from" another one is left empty when they are the same.
 */
export function sameFormAddress(a: FormAddress | null, b: FormAddress | null): boolean {
  if (!a || !b) return a === b;
  const norm = (value: string | null) => value?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '';
  const parts = (x: FormAddress) =>
    [x.street, x.unitType, x.unitNumber, x.city, x.state, x.province, formZip(x.postalCode), x.country].map(norm);
  const [left, right] = [parts(a), parts(b)];
  return left.every((part, index) => part === right[index]);
}

export function formFullName(name: {
  givenName: string | null;
  middleName: string | null;
  familyName: string | null;
}): string | null {
  const text = [name.givenName, name.middleName, name.familyName].filter(Boolean).join(' ').trim();
  return text === '' ? null : text;
}

/** The unit boxes as the forms print them. */
const UNIT_BOX = { APT: 'Apt.', STE: 'Ste.', FLR: 'Flr.' } as const;

/**
 * The entries of one address block: street, unit boxes (by their padded export values " APT ", " STE ", " FLR "),
 * unit number, city, state list, ZIP, province, postal code and country. `names` gives each part's field name;
 * a part the form does not have is left out.
 */
export function addressEntries(
  names: {
    street?: string;
    unit?: { APT: string; STE: string; FLR: string };
    unitNumber?: string;
    city?: string;
    state?: string;
    zip?: string;
    province?: string;
    postalCode?: string;
    country?: string;
  },
  what: string,
  source: FormDataSource,
  address: (data: FormCaseData) => FormAddress | null,
  required = false,
): FieldMapEntry[] {
  const entries: FieldMapEntry[] = [];
  const isUs = (a: FormAddress | null) => a?.country === 'US';
  const text = (field: string | undefined, label: string, value: (a: FormAddress) => string | null, needed = false) => {
    if (field) {
      entries.push({
        field,
        kind: 'text',
        label: `${what}: ${label}`,
        source,
        required: required && needed,
        value: (d) => {
          const a = address(d);
          return a ? value(a) : null;
        },
      });
    }
  };
  text(names.street, 'street', (a) => a.street, true);
  if (names.unit) {
    // A unit number of no known type ("12 Main St, #4B") fills the number box and ticks no box: which one is for
    // staff to say, listed once (on the Apt. box, the first of the group; a box staff tick answers the group).
    const untypedNumber = (d: FormCaseData) => {
      const a = address(d);
      return a?.unitNumber && !a.unitType ? a.unitNumber : null;
    };
    for (const unit of ['APT', 'STE', 'FLR'] as const) {
      entries.push({
        field: names.unit[unit],
        kind: 'checkbox',
        exportValue: ` ${unit} `,
        label: `${what}: unit type`,
        source,
        oneOf: `${what}: unit type`,
        ...(unit === 'APT'
          ? {
              required: true,
              undecidable: (d: FormCaseData) => {
                const number = untypedNumber(d);
                return number ? `the address gives unit number "${number}" without saying Apt., Ste. or Flr.` : null;
              },
            }
          : {}),
        checked: (d) => (unit === 'APT' && untypedNumber(d) ? null : address(d)?.unitType === unit),
      });
    }
  }
  text(names.unitNumber, 'apartment, suite or floor number', (a) => a.unitNumber);
  if (names.unit && names.unitNumber) {
    // A box ticked with no number ("500 Oak Ave APT", an address stored before streetWithUnit): USCIS reads the unit
    // as unnumbered, so staff are told the number is missing and where it was left out.
    entries.at(-1)!.wantedBecause = (d) => {
      const a = address(d);
      return a?.unitType && !a.unitNumber
        ? `the address says ${UNIT_BOX[a.unitType]} but gives no number, so the form ticks ${UNIT_BOX[a.unitType]} with its number box empty: ask for the number and enter it in ${FORM_DATA_SOURCES[source]}, or by hand for this form`
        : null;
    };
  }
  text(names.city, 'city or town', (a) => a.city, true);
  if (names.state) {
    entries.push({
      field: names.state,
      kind: 'choice',
      label: `${what}: state`,
      source,
      value: (d) => {
        const a = address(d);
        return isUs(a) ? (a?.state ?? null) : null;
      },
    });
  }
  text(names.zip, 'ZIP code', (a) => (isUs(a) ? formZip(a.postalCode) : null));
  text(names.province, 'province', (a) => (isUs(a) ? null : a.province));
  text(names.postalCode, 'postal code', (a) => (isUs(a) ? null : a.postalCode));
  text(names.country, 'country', (a) => formCountry(a.country), true);
  return entries;
}

/** Whether a field left empty is listed as missing for this case: required always, or for cases like this one. */
export function isRequiredFor(entry: Pick<FieldMapEntry, 'required' | 'requiredWhen'>, data: FormCaseData): boolean {
  return entry.required === true || entry.requiredWhen?.(data) === true;
}
