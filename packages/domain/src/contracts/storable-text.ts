/**
 * Text PostgreSQL can store. A NUL character is refused by the database ("invalid byte sequence") and a
 * lone UTF-16 surrogate cannot be written as UTF-8 at all (the driver would silently store U+FFFD), so
 * a request carrying either is refused up front with a sentence naming the field, never a 500.
 * The one rule; the API applies it to every REST request (apps/api/src/http/storable-text.ts).
 */

/** The predicate read after the field's name: "name contains a character that cannot be saved …". */
export const UNSTORABLE_TEXT_PROBLEM = 'contains a character that cannot be saved (a NUL character or broken Unicode)';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` has no NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** A field name safe to print: an unstorable key is shown with its bad characters replaced. */
function printableKey(key: string): string {
  return key.replaceAll('\u0000', '\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

/** A value still to look at, linked to its parent so a path is only built for the bad one. */
interface Pending {
  value: unknown;
  key?: string | number;
  parent?: Pending;
}

function pathOf(entry: Pending | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = entry; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first unstorable string anywhere in `value` (object keys included), or undefined.
 * Walks parsed JSON, form fields, query parameters and path parameters alike; iterative and linear,
 * so a deeply nested body can neither overflow the stack nor take quadratic time.
 */
export function findUnstorableText(value: unknown): (string | number)[] | undefined {
  const pending: Pending[] = [{ value }];
  while (pending.length > 0) {
    const entry = pending.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: index, parent: entry }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return [...pathOf(entry), printableKey(key)];
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return undefined;
}
