/**
 * Exhibit numbering (decided for issue 12): visible modules give letters A, B, … Z, AA, AB, …; visible
 * top-level exhibits of a module are numbered from 1; sub-exhibits add a lower-case letter
 * (A-1.a, A-1.b) and deeper levels a number again (A-1.a.1). Hidden modules and exhibits take no letter or number.
 */
export function moduleLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The label of the child at `index` (0-based) under `parentLabel`, at nesting `depth` (0 = exhibit of a module). */
export function childLabel(parentLabel: string, depth: number, index: number): string {
  if (depth === 0) return `${parentLabel}-${index + 1}`;
  const part = depth % 2 === 1 ? moduleLetter(index).toLowerCase() : String(index + 1);
  return `${parentLabel}.${part}`;
}
