import type { z } from 'zod';

type Json = Record<string, unknown>;

const at = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Json)[String(key)] : undefined),
    value,
  );

/** Sets the value at the path (creating objects on the way); undefined removes the key. */
function setAt(target: Json, path: readonly PropertyKey[], value: unknown): void {
  if (path.length === 0) return;
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[String(key)];
    if (next === null || typeof next !== 'object') node[String(key)] = {};
    node = node[String(key)] as Json;
  }
  const last = String(path.at(-1));
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/**
 * The answers to autosave from a step form's values (issue 26): every field that passes the schema as it
 * is typed, and for each one that fails, the value saved before (so a refused value is never written and a
 * valid one is never lost). `invalidPaths` are the failing fields the user changed (an untouched empty
 * field is not an error yet; the submit reports it). All values are JSON text, compared by content.
 */
export function keepValidAnswers(
  schema: z.ZodType,
  valuesJson: string,
  lastSavedJson: string,
  initialJson: string,
): { answers: string; invalidPaths: string[] } {
  const values = JSON.parse(valuesJson) as Json;
  const result = schema.safeParse(values);
  if (result.success) return { answers: valuesJson, invalidPaths: [] };
  const lastSaved = JSON.parse(lastSavedJson) as Json;
  const initial = JSON.parse(initialJson) as Json;
  const answers = structuredClone(values);
  const invalidPaths = new Set<string>();
  for (const issue of result.error.issues) {
    // An issue about the whole form (no field) cannot be put back field by field: nothing to do here.
    if (issue.path.length === 0) continue;
    setAt(answers, issue.path, structuredClone(at(lastSaved, issue.path)));
    const changed = JSON.stringify(at(values, issue.path) ?? '') !== JSON.stringify(at(initial, issue.path) ?? '');
    if (changed) invalidPaths.add(issue.path.map(String).join('.'));
  }
  return { answers: JSON.stringify(answers), invalidPaths: [...invalidPaths] };
}
