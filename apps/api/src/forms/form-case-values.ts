import {
  type FormPersonName,
  OtherCompensationSchema,
  otherCompensationText,
  parseUnit,
  splitStreetUnit,
  type FormAddress,
  type UnitType,
} from '@app/domain';

/**
 * The stored case values as the forms want them (loadFormCaseData's converters): trimmed text or null, ISO
 * dates, yes/no answers, addresses, the I-129's wages and "per" words, and the role offer's other compensation.
 */

export const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};
export const isoDate = (value: unknown): string | null => {
  if (value instanceof Date) {
    return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  }
  return text(value);
};
export const yesNo = (value: 'Yes' | 'No' | undefined): boolean | null => (value === undefined ? null : value === 'Yes');
const unitType = (value: unknown): UnitType | null => (value === 'APT' || value === 'STE' || value === 'FLR' ? value : null);

/**
 * The street and unit as the forms' boxes take them. A unit recorded as a type and number is used as it is; an
 * address kept as free lines (the address history's second line "Apt 5B", or "…, Apt 7A" at the end of the street)
 * has its unit read from the words, so the Apt/Ste/Flr box is ticked and the street box holds only the street.
 */
function streetAndUnit(street: string | null, unitType: UnitType | null, unitNumber: string | null) {
  if (unitType) return { street, unitType, unitNumber };
  const fromSecondLine = unitNumber ? parseUnit(unitNumber) : null;
  if (fromSecondLine) return { street, ...fromSecondLine };
  if (street && !unitNumber) return splitStreetUnit(street);
  return { street, unitType: null, unitNumber };
}

/** A US address keeps its state in `state`; a foreign one in `province`. */
export function address(parts: {
  street: unknown;
  unitType?: unknown;
  unitNumber?: unknown;
  city: unknown;
  region: unknown;
  postalCode: unknown;
  country: unknown;
}): FormAddress | null {
  const street = text(parts.street);
  const city = text(parts.city);
  if (!street && !city) return null;
  const country = text(parts.country)?.toUpperCase() ?? null;
  const isUs = country === 'US';
  return {
    ...streetAndUnit(street, unitType(parts.unitType), text(parts.unitNumber)),
    city,
    state: isUs ? text(parts.region) : null,
    province: isUs ? null : text(parts.region),
    postalCode: text(parts.postalCode),
    country,
  };
}

export const money = (value: unknown): string | null => {
  const amount = text(value);
  return amount === null ? null : String(Number(amount));
};

/** The role offer's other compensation (jsonb) as the I-129 explains it; an answer that does not parse names none. */
export function otherCompensationOf(value: unknown): string | null {
  const answer = OtherCompensationSchema.safeParse(value ?? {});
  return answer.success ? otherCompensationText(answer.data) : null;
}

/**
 * The other names the beneficiary gave (user_data.other_names, jsonb: [{firstName, middleName, lastName}]) as the
 * forms' name boxes take them; an entry without a family or given name, or anything but a list, names none.
 */
export function otherNamesOf(value: unknown): FormPersonName[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const name = entry as Record<string, unknown>;
    const familyName = text(name.lastName);
    const givenName = text(name.firstName);
    return familyName || givenName ? [{ familyName, givenName, middleName: text(name.middleName) }] : [];
  });
}
