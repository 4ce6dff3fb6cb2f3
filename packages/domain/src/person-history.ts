import { z } from 'zod';
import { isCountryCode } from './geography.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The person data forms need beyond the name (issue 25): the address history with the dates lived at
 * each address, the passport's date and place of issue, and the place of birth. The same date rules are
 * database checks (migration 0037): nothing in the future, an issue date not before birth, from <= to,
 * at most one current address.
 */
export const PERSON_HISTORY_TEXTS = {
  required: 'Required',
  date: 'Enter a date as YYYY-MM-DD.',
  country: 'Choose a country.',
  future: 'This date cannot be in the future.',
  fromAfterTo: 'The start date must be on or before the end date.',
  toRequired: 'Enter the date you moved out, or mark this as your current address.',
  currentHasNoEnd: 'Your current address has no end date.',
  oneCurrent: 'Only one address can be your current address.',
  issueBeforeBirth: 'The date of issue cannot be before your date of birth.',
  expiryBeforeIssue: 'The expiration date must be after the date of issue.',
  addressesFailed: 'There was a problem saving your address history.',
  passportIssueFailed: 'There was a problem saving your passport details.',
  placeOfBirthFailed: 'There was a problem saving your place of birth.',
} as const;
const T = PERSON_HISTORY_TEXTS;

/**
 * Who reads a rule's message: the beneficiary herself (first person, translated on the customer screens) or staff
 * editing her history on the petition page (English, the beneficiary in the third person). The rules are the same.
 */
export type PersonHistoryAudience = 'beneficiary' | 'staff';

/** The same rules' messages in staff's words: each first-person text of PERSON_HISTORY_TEXTS about the beneficiary. */
export const PERSON_HISTORY_STAFF_TEXTS: Readonly<Record<keyof typeof PERSON_HISTORY_TEXTS, string>> = {
  ...PERSON_HISTORY_TEXTS,
  toRequired: "Enter the date the beneficiary moved out, or mark this as the beneficiary's current address.",
  currentHasNoEnd: "The beneficiary's current address has no end date.",
  oneCurrent: "Only one address can be the beneficiary's current address.",
  issueBeforeBirth: "The date of issue cannot be before the beneficiary's date of birth.",
  addressesFailed: "There was a problem saving the beneficiary's address history.",
  passportIssueFailed: "There was a problem saving the beneficiary's passport details.",
  placeOfBirthFailed: "There was a problem saving the beneficiary's place of birth.",
};

/** The person-history rules' messages for their reader. */
export function personHistoryTexts(audience: PersonHistoryAudience): Readonly<Record<keyof typeof PERSON_HISTORY_TEXTS, string>> {
  return audience === 'staff' ? PERSON_HISTORY_STAFF_TEXTS : PERSON_HISTORY_TEXTS;
}

/** Whether the text is a real calendar date written YYYY-MM-DD (2024-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Today as YYYY-MM-DD in the local time zone (what the person means by "today"). */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const text = (message: string = T.required) => z.string().trim().min(1, message);
const optionalText = lazySchema(() =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null),
);
const day = lazySchema(() => z.string().trim().refine(isCalendarDate, T.date));
/** A date that may be left empty ('' or null → null). */
const optionalDay = lazySchema(() =>
  z
    .union([z.literal(''), z.null(), day])
    .optional()
    .transform((value) => value || null),
);
const country = lazySchema(() => z.string().trim().refine(isCountryCode, T.country));

/**
 * One address of the history; `today` is passed in tests (default: the local date), `audience` words the messages for
 * their reader (default: the beneficiary's own first person).
 */
export function addressHistoryEntrySchema(
  today: () => string = () => todayIsoDate(),
  audience: PersonHistoryAudience = 'beneficiary',
) {
  const texts = personHistoryTexts(audience);
  return z
    .object({
      /** The stored row's id; absent for an address not saved yet. */
      id: z.string().optional(),
      street: text(),
      street2: optionalText,
      city: text(),
      province: optionalText,
      postalCode: optionalText,
      country,
      fromDate: day,
      toDate: optionalDay,
      isCurrent: z.boolean(),
    })
    .superRefine((entry, context) => {
      // Zod runs this even when a field failed: compare only dates that are dates.
      if (!isCalendarDate(entry.fromDate) || (entry.toDate && !isCalendarDate(entry.toDate))) return;
      const now = today();
      if (entry.fromDate > now) context.addIssue({ code: 'custom', path: ['fromDate'], message: T.future });
      if (entry.toDate && entry.toDate > now) context.addIssue({ code: 'custom', path: ['toDate'], message: T.future });
      if (entry.toDate && entry.fromDate > entry.toDate) {
        context.addIssue({ code: 'custom', path: ['toDate'], message: T.fromAfterTo });
      }
      if (entry.isCurrent && entry.toDate) {
        context.addIssue({ code: 'custom', path: ['toDate'], message: texts.currentHasNoEnd });
      }
      if (!entry.isCurrent && !entry.toDate) context.addIssue({ code: 'custom', path: ['toDate'], message: texts.toRequired });
    });
}
export const AddressHistoryEntrySchema = lazySchema(() => addressHistoryEntrySchema());
export type AddressHistoryEntry = z.output<typeof AddressHistoryEntrySchema>;
export type AddressHistoryEntryInput = z.input<typeof AddressHistoryEntrySchema>;

/** The whole history: at most one current address (the database has a unique index for it). */
export function addressHistorySchema(today?: () => string) {
  return z.object({ addresses: z.array(addressHistoryEntrySchema(today)) }).superRefine(({ addresses }, context) => {
    const current = addresses.flatMap((entry, index) => (entry.isCurrent ? [index] : []));
    for (const index of current.slice(1)) {
      context.addIssue({ code: 'custom', path: ['addresses', index, 'isCurrent'], message: T.oneCurrent });
    }
  });
}
export const AddressHistorySchema = lazySchema(() => addressHistorySchema());
export type AddressHistory = z.output<typeof AddressHistorySchema>;

/**
 * One address added or edited on its own beside the rest of the history (staff on the petition page): the entry's
 * rules, and the history's one current address, knowing whether another address on file is already the current one.
 * Staff pass `audience: 'staff'` to read the rules' messages about the beneficiary in the third person.
 */
export function addressHistoryEntryBesideSchema(
  anotherIsCurrent: boolean,
  options: { today?: () => string; audience?: PersonHistoryAudience } = {},
) {
  const texts = personHistoryTexts(options.audience ?? 'beneficiary');
  return addressHistoryEntrySchema(options.today, options.audience).superRefine((entry, context) => {
    if (entry.isCurrent && anotherIsCurrent) context.addIssue({ code: 'custom', path: ['isCurrent'], message: texts.oneCurrent });
  });
}

export const EMPTY_ADDRESS_HISTORY_ENTRY: AddressHistoryEntryInput = {
  street: '',
  street2: null,
  city: '',
  province: null,
  postalCode: null,
  country: '',
  fromDate: '',
  toDate: null,
  isCurrent: false,
};

/**
 * The passport's date and place of issue. The date of birth and expiration date already on file (from
 * the scan) bound the date: not before birth, before expiry, not in the future.
 */
export function passportIssueSchema(
  known: { dateOfBirth?: string | null; expirationDate?: string | null } = {},
  today: () => string = () => todayIsoDate(),
) {
  return z.object({ dateOfIssue: day, cityOfIssue: text(), countryOfIssue: country }).superRefine(({ dateOfIssue }, context) => {
    if (!isCalendarDate(dateOfIssue)) return;
    if (dateOfIssue > today()) context.addIssue({ code: 'custom', path: ['dateOfIssue'], message: T.future });
    if (known.dateOfBirth && dateOfIssue < known.dateOfBirth) {
      context.addIssue({ code: 'custom', path: ['dateOfIssue'], message: T.issueBeforeBirth });
    }
    if (known.expirationDate && known.expirationDate <= dateOfIssue) {
      context.addIssue({ code: 'custom', path: ['dateOfIssue'], message: T.expiryBeforeIssue });
    }
  });
}
export type PassportIssue = z.output<ReturnType<typeof passportIssueSchema>>;

/** Place of birth: city and country required; the province or state only where the country has one. */
export const PlaceOfBirthSchema = lazySchema(() =>
  z.object({
    cityOfBirth: text(),
    provinceOfBirth: optionalText,
    countryOfBirth: country,
  }),
);
export type PlaceOfBirth = z.output<typeof PlaceOfBirthSchema>;
