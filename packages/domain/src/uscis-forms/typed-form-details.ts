import { z } from 'zod';
import { isUsStateCode } from '../geography.ts';
import { lazySchema } from '../lazy-schema.ts';
import { UNIT_TYPES, type UnitType } from '../unit-types.ts';
import { CHECKBOX_OVERRIDE_VALUES } from './checkbox-override.ts';
import type { UscisFormId } from './field-map.ts';
import { G28_PART_6_TEXT_FIELD } from './g-28-2018-09-17.ts';
import { I765_2025_08_21 } from './i-765-2025-08-21.ts';

/**
 * What staff type on the Forms tab that the case does not record, each kept as the form's hand-typed values
 * (petition_form_overrides, applied after the case data and kept across regenerations): the G-28's Part 6 text, and
 * the I-765's U.S. physical address when it differs from the mailing address. The rules of each box are here once: the
 * Forms tab's form, the API (these schemas, and typedValueRefusal for a value typed through the one-field route) and
 * migration 0121's checks on petition_form_overrides hold the same limits. Messages are predicates, put after the
 * field's name ("ZIP code must be the five digits of a ZIP code").
 */

/** The G-28 Part 6 text staff type: item 2's box, the first of the part (what the app continues there follows it). */
export const G28_PART_6_TEXT_MAX = 1000;

/** The G-28s whose Part 6 staff type (the petitioner's, and the one for the I-765's applicant: the same boxes). */
export const G28_FORMS = ['g-28', 'g-28-i-765'] as const satisfies readonly UscisFormId[];
export type G28Form = (typeof G28_FORMS)[number];
export function isG28Form(form: string): form is G28Form {
  return (G28_FORMS as readonly string[]).includes(form);
}

export const G28AdditionalInformationSchema = lazySchema(() =>
  z.object({
    /** Empty: Part 6 carries no typed text (removes what was typed). */
    text: z
      .string({ error: 'is required' })
      .trim()
      .max(G28_PART_6_TEXT_MAX, { error: `must be at most ${G28_PART_6_TEXT_MAX} characters` }),
  }),
);
export type G28AdditionalInformation = z.infer<typeof G28AdditionalInformationSchema>;

/** The I-765 physical address's boxes as wide as the PDF prints them (item 7). */
export const I765_PHYSICAL_ADDRESS_MAX = { street: 34, unitNumber: 6, city: 20 } as const;

const ZIP_CODE = /^[0-9]{5}$/;
const { ticked: TICKED, empty: EMPTY } = CHECKBOX_OVERRIDE_VALUES;

const boxText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .max(max, { error: `must be at most ${max} characters (the form’s box)` });

export const I765PhysicalAddressSchema = lazySchema(() =>
  z
    .object({
      street: boxText(I765_PHYSICAL_ADDRESS_MAX.street).min(1, { error: 'is required' }),
      unitType: z.enum(UNIT_TYPES, { error: 'must be Apt., Ste. or Flr.' }).nullable(),
      unitNumber: boxText(I765_PHYSICAL_ADDRESS_MAX.unitNumber),
      city: boxText(I765_PHYSICAL_ADDRESS_MAX.city).min(1, { error: 'is required' }),
      state: z.string({ error: 'is required' }).refine(isUsStateCode, { error: 'must be a U.S. state' }),
      zipCode: z.string({ error: 'is required' }).trim().regex(ZIP_CODE, { error: 'must be the five digits of a ZIP code' }),
    })
    .refine((address) => (address.unitType === null) === (address.unitNumber === ''), {
      path: ['unitNumber'],
      error: 'goes with a unit type (Apt., Ste. or Flr.), and a unit type with its number',
    }),
);
export type I765PhysicalAddress = z.infer<typeof I765PhysicalAddressSchema>;

/** The I-765 fields of each part of the physical address and of item 6, found by the map's labels. */
function i765Field(label: string, exportValue?: string): string {
  const entry = I765_2025_08_21.fields.find(
    (candidate) =>
      candidate.label === label &&
      (exportValue === undefined || (candidate.kind === 'checkbox' && candidate.exportValue === exportValue)),
  );
  if (!entry) throw new Error(`the I-765 map has no entry "${label}"`);
  return entry.field;
}
const PHYSICAL = 'Applicant U.S. physical address (if different)';
const physicalFields = () => ({
  street: i765Field(`${PHYSICAL}: street`),
  unit: Object.fromEntries(UNIT_TYPES.map((type) => [type, i765Field(`${PHYSICAL}: unit type`, ` ${type} `)])) as Record<
    UnitType,
    string
  >,
  unitNumber: i765Field(`${PHYSICAL}: apartment, suite or floor number`),
  city: i765Field(`${PHYSICAL}: city or town`),
  state: i765Field(`${PHYSICAL}: state`),
  zipCode: i765Field(`${PHYSICAL}: ZIP code`),
  sameYes: i765Field('Mailing address is the physical address: yes'),
  sameNo: i765Field('Mailing address is the physical address: no'),
});

/**
 * The hand-typed values a physical address sets on the I-765 (null removes one): its boxes, and item 6 answered No
 * (the mailing address is not the physical address). No address (null) removes them all, so item 6 is Yes again from
 * the case.
 */
export function i765PhysicalAddressOverrides(address: I765PhysicalAddress | null): Array<[field: string, value: string | null]> {
  const fields = physicalFields();
  const unitBoxes = UNIT_TYPES.map((type): [string, string | null] => [
    fields.unit[type],
    address ? (address.unitType === type ? TICKED : EMPTY) : null,
  ]);
  const text = (value: string | undefined) => (value ? value : null);
  return [
    [fields.street, text(address?.street)],
    ...unitBoxes,
    [fields.unitNumber, text(address?.unitNumber)],
    [fields.city, text(address?.city)],
    [fields.state, text(address?.state)],
    [fields.zipCode, text(address?.zipCode)],
    [fields.sameNo, address ? TICKED : null],
    [fields.sameYes, address ? EMPTY : null],
  ];
}

/** The physical address staff typed, read back from the I-765's hand-typed values; null when none was. */
export function i765PhysicalAddressOf(overrides: ReadonlyArray<{ field: string; value: string }>): I765PhysicalAddress | null {
  const fields = physicalFields();
  const value = (field: string) => overrides.find((entry) => entry.field === field)?.value ?? '';
  if (value(fields.street) === '') return null;
  return {
    street: value(fields.street),
    unitType: UNIT_TYPES.find((type) => value(fields.unit[type]) === TICKED) ?? null,
    unitNumber: value(fields.unitNumber),
    city: value(fields.city),
    state: value(fields.state),
    zipCode: value(fields.zipCode),
  };
}

/** The Part 6 text staff typed on a G-28 ('' when none). */
export function g28Part6TextOf(overrides: ReadonlyArray<{ field: string; value: string }>): string {
  return overrides.find((entry) => entry.field === G28_PART_6_TEXT_FIELD)?.value ?? '';
}

/**
 * Why a value typed for one field (POST …/overrides) breaks the rule of its box, when the field is one of these; null
 * otherwise. Holds the one-field route to the same rules as the Forms tab's forms.
 */
export function typedValueRefusal(form: UscisFormId, field: string, value: string): string | null {
  if (isG28Form(form) && field === G28_PART_6_TEXT_FIELD) {
    const parsed = G28AdditionalInformationSchema.shape.text.safeParse(value);
    return parsed.success ? null : `Part 6 text ${parsed.error.issues[0]!.message}`;
  }
  if (form !== 'i-765') return null;
  const fields = physicalFields();
  const parts: Array<[string, string, z.ZodType]> = [
    [fields.street, 'Physical address street', I765PhysicalAddressSchema.shape.street],
    [fields.unitNumber, 'Physical address unit number', I765PhysicalAddressSchema.shape.unitNumber],
    [fields.city, 'Physical address city', I765PhysicalAddressSchema.shape.city],
    [fields.state, 'Physical address state', I765PhysicalAddressSchema.shape.state],
    [fields.zipCode, 'Physical address ZIP code', I765PhysicalAddressSchema.shape.zipCode],
  ];
  const part = parts.find(([name]) => name === field);
  if (!part) return null;
  const parsed = part[2].safeParse(value);
  return parsed.success ? null : `${part[1]} ${parsed.error.issues[0]!.message}`;
}

/**
 * The fields the Forms tab's own forms type on this form (a G-28's Part 6 text, the I-765's physical address and its
 * item 6): shown and changed there, so not listed again among the form's one-field hand-typed values.
 */
export function typedDetailFields(form: UscisFormId): readonly string[] {
  if (isG28Form(form)) return [G28_PART_6_TEXT_FIELD];
  return form === 'i-765' ? i765PhysicalAddressOverrides(null).map(([field]) => field) : [];
}
