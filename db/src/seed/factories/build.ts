import { randomUUID } from 'node:crypto';

/** A fresh random id for rows whose caller did not choose one (the demo seed always does, from its seeded generator). */
export function newId(): string {
  return randomUUID();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * The defaults with the overrides laid over them. An override that is
 * `undefined` keeps the default, so callers can pass optional values through
 * without spelling out each default again.
 */
export function withDefaults<T extends object>(defaults: T, overrides: Partial<T>): T {
  const row = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) (row as Record<string, unknown>)[key] = value;
  }
  return row;
}

/**
 * A column list for set-based SQL inserts (the large seed), checked against a
 * factory's row type: renaming or dropping a column in the factory breaks the
 * build of every insert that still names it.
 */
export function columnsOf<Row extends object>(): (...columns: readonly (keyof Row & string)[]) => string {
  return (...columns) => columns.join(', ');
}
