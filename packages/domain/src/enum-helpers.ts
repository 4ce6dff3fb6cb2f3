/**
 * Enumerations in this package are `as const` arrays of wire values (the same
 * strings the database stores). This guard narrows an unknown value to one of
 * them, so callers never need a cast.
 */
export function isOneOf<const T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
