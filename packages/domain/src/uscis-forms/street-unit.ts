import type { UnitType } from '../unit-types.ts';

/** A unit number: with a digit ("5B", "12", "3-A") or one letter ("C"), so "Unit Road" is a street, not a unit. */
const NUMBER = String.raw`(?:[A-Za-z-]*\d[A-Za-z0-9-]*|[A-Za-z])`;
const WORD = String.raw`(?:apt\.?|apartment|unit|ste\.?|suite|fl\.?|flr\.?|floor)`;
const UNIT = new RegExp(String.raw`^(${WORD})\s*(?:#|no\.?)?\s*(${NUMBER})$`, 'i');
const STREET_WITH_UNIT = new RegExp(String.raw`^(.*?\S)\s*,?\s+(${WORD}\s*(?:#|no\.?)?\s*${NUMBER})$`, 'i');
/** A unit of no stated type at the end of a street after a comma, as streetWithUnit writes it: "12 Main St, #4B". */
const STREET_WITH_UNTYPED_UNIT = new RegExp(String.raw`^(.*?\S)\s*,\s*#\s*(${NUMBER})$`);

/**
 * A unit joined bare after a street's type word, as the onboarding stored it before streetWithUnit (it joined street,
 * type and number with spaces): "12 Main St 4B" (a number, no type) or "500 Oak Ave APT" (a type, no number). Only after
 * a house number and a street type ("St", "Avenue", "Blvd", with a direction: "Ave NW"), and a number with a digit, so
 * "Calle 93 B # 11A-84", "Route 66", "County Road 12" and "12 Main St E" stay streets.
 */
const STREET_TYPE = String.raw`(?:st|street|ave|avenue|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|ter|terrace|pkwy|parkway|cir|circle|sq|square|trl|trail|loop)\.?(?:\s+(?:n|s|e|w|ne|nw|se|sw)\.?)?`;
const STREET_WITH_BARE_NUMBER = new RegExp(String.raw`^(\d.*?\s${STREET_TYPE})\s+([A-Za-z-]*\d[A-Za-z0-9-]*)$`, 'i');
const STREET_WITH_BARE_TYPE = new RegExp(String.raw`^(\d.*?\s${STREET_TYPE})\s+(${WORD})$`, 'i');

/** The words people write for a unit, by the box the forms have for it (the forms know only these three). */
const UNIT_WORDS: ReadonlyArray<[RegExp, UnitType]> = [
  [/^(?:apt\.?|apartment|unit)$/i, 'APT'],
  [/^(?:ste\.?|suite)$/i, 'STE'],
  [/^(?:fl\.?|flr\.?|floor)$/i, 'FLR'],
];

function unitTypeOf(word: string): UnitType | null {
  return UNIT_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

/** "Apt 5B", "Suite 400", "Floor 3", "Unit 12" (also with "#" or "No." before the number): the type and number. */
export function parseUnit(text: string): { unitType: UnitType; unitNumber: string } | null {
  const match = UNIT.exec(text.trim());
  const unitType = match ? unitTypeOf(match[1]!) : null;
  return match && unitType ? { unitType, unitNumber: match[2]! } : null;
}

/**
 * A street line with its unit written at the end ("2482 Harbor Boulevard, Apt 7A") split into the street and the
 * unit, because every USCIS address block has its own Apt/Ste/Flr boxes and number: a unit left in the street box
 * is the first thing a paralegal corrects. A street without a recognised unit is answered unchanged.
 */
export function splitStreetUnit(street: string): { street: string; unitType: UnitType | null; unitNumber: string | null } {
  const match = STREET_WITH_UNIT.exec(street.trim());
  const unit = match ? parseUnit(match[2]!) : null;
  if (match && unit) return { street: match[1]!.replace(/,$/, ''), ...unit };
  // A number whose type nobody gave fills the number box; the form's list asks staff for the box (addressEntries).
  const untyped = STREET_WITH_UNTYPED_UNIT.exec(street.trim());
  if (untyped) return { street: untyped[1]!, unitType: null, unitNumber: untyped[2]! };
  // Addresses stored before streetWithUnit: the same boxes as the two rules above (bareUnit).
  return bareUnit(street.trim()) ?? { street: street.trim(), unitType: null, unitNumber: null };
}

/** A unit joined bare after the street's type word (STREET_WITH_BARE_NUMBER, STREET_WITH_BARE_TYPE), or null. */
function bareUnit(street: string): { street: string; unitType: UnitType | null; unitNumber: string | null } | null {
  const number = STREET_WITH_BARE_NUMBER.exec(street);
  if (number) return { street: number[1]!, unitType: null, unitNumber: number[2]! };
  const type = STREET_WITH_BARE_TYPE.exec(street);
  const unitType = type ? unitTypeOf(type[2]!) : null;
  return type && unitType ? { street: type[1]!, unitType, unitNumber: null } : null;
}

/**
 * The one street line an address is stored as where it has no unit columns (the beneficiary's U.S. and foreign
 * address): "12 Main St APT 4B" with a type, "12 Main St, #4B" without one — "#" after a comma, so the forms read the
 * number back into the Apt/Ste/Flr number box (splitStreetUnit) instead of printing it in the street box, where it
 * made the street too long for the box. A "#" inside a street ("Calle 93 B # 11A-84", a Colombian house number)
 * has no comma before it and stays the street.
 */
export function streetWithUnit(
  street: string,
  unitType: UnitType | null | undefined,
  unitNumber: string | null | undefined,
): string {
  const number = unitNumber?.trim().replace(/^#\s*/, '');
  if (!number) return street.trim();
  if (unitType) return `${street.trim()} ${unitType} ${number}`;
  // "Suite 400" typed as the number says its own type.
  return parseUnit(number) ? `${street.trim()}, ${number}` : `${street.trim()}, #${number}`;
}
