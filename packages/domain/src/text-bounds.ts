/**
 * What the bounded one-line texts (case fields, entity and reusable exhibit names) count and refuse, the same way the
 * database's checks do (migrations 0068, 0071, 0072).
 */

/** Control characters (C0, DEL and C1): never part of a one-line text (the database's [[:cntrl:]]). */
// eslint-disable-next-line no-control-regex -- the rule is exactly "no control characters"
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Characters as PostgreSQL's char_length counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}
