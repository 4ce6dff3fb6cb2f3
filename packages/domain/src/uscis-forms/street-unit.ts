import type { UnitType } from '../unit-types.ts';

/** A unit number: with a digit ("5B", "12", "3-A") or one letter ("C"), so "Unit Road" is a street, not a unit. */
const NUMBER = String.raw`(?:[A-Za-z-]*\d[A-Za-z0-9-]*|[A-Za-z])`;
const WORD = String.raw`(?:apt\.?|apartment|unit|ste\.?|suite|fl\.?|flr\.?|floor)`;
const UNIT = new RegExp(String.raw`^(${WORD})\s*(?:#|no\.?)?\s*(${NUMBER})$`, 'i');
const STREET_WITH_UNIT = new RegExp(String.raw`^(.*?\S)\s*,?\s+(${WORD}\s*(?:#|no\.?)?\s*${NUMBER})$`, 'i');

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
  return match && unit
    ? { street: match[1]!.replace(/,$/, ''), ...unit }
    : { street: street.trim(), unitType: null, unitNumber: null };
}
