/**
 * Reads the fields of a zone whose layout is known, correcting look-alike
 * characters with the check digits: each checked field keeps the readings
 * whose own check digit passes, and among their combinations the one the
 * composite check digit confirms wins. A field whose check digit fails is
 * answered with confidence 'low', never as certain.
 */
import { checkBlind, checkDigit, checkedCandidates, coerce, lookalikeVariants, type CheckedCandidate } from './check-digits.ts';
import { type FieldLayout, type FormatLayout, type MrzFieldName, type MrzFormat, type Span } from './mrz-formats.ts';

export type FieldConfidence = 'high' | 'medium' | 'low';

export interface FieldReading {
  value: string | null;
  confidence: FieldConfidence;
  /** Whether the field's own check digit passed; null when the format gives it none. */
  checkDigitValid: boolean | null;
}

export type CheckName = 'documentNumber' | 'birthDate' | 'expiryDate' | 'optionalData' | 'composite';

export interface ZoneReading {
  format: MrzFormat;
  /** The zone's lines after correction. */
  lines: string[];
  /** The raw field text after correction, fillers included. */
  raw: Record<MrzFieldName, string>;
  /** Each check digit the format has: passed or not. */
  checks: Partial<Record<CheckName, boolean>>;
  /** Look-alikes that the check digits settled, and digits they only made likely. */
  corrections: { settled: number; guessed: number };
  /** True when a digit was swapped for another to pass a check digit: the zone is then not valid as read. */
  swapped: boolean;
  /** Fields the check digits make only likely, not certain (a guessed digit, a coin-toss look-alike, unverifiable data). */
  guessedFields: MrzFieldName[];
}

/** YYMMDD with a real month and day. */
export function isZoneDate(value: string): boolean {
  if (!/^\d{6}$/.test(value)) return false;
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

const slice = (lines: readonly string[], span: Span) => lines[span.line]!.slice(span.start, span.start + span.length);

function put(lines: string[], span: Span, text: string): void {
  const line = lines[span.line]!;
  lines[span.line] = line.slice(0, span.start) + text + line.slice(span.start + text.length);
}

function compositePasses(layout: FormatLayout, lines: readonly string[]): boolean | undefined {
  const composite = layout.composite;
  if (!composite) return undefined;
  const covered = composite.covers.map((span) => slice(lines, span)).join('');
  return checkDigit(covered) === lines[composite.line]![composite.at];
}

interface CheckedField {
  field: FieldLayout;
  candidates: CheckedCandidate[];
}

/** An empty optional field may print '<' as its check digit; a filled field's digit must pass. */
function acceptFor(field: FieldLayout): (text: string) => boolean {
  if (field.name === 'birthDate' || field.name === 'expiryDate') return (t) => isZoneDate(t.slice(0, -1));
  return () => true;
}

function candidatesFor(field: FieldLayout, lines: readonly string[], options: ZoneOptions): CheckedCandidate[] {
  const check = field.check!;
  const read = slice(lines, field) + lines[check.line]![check.at]!;
  if (field.name === 'optionalData' && /^<+$/.test(read)) return [{ text: read, changes: 0, guessed: false, swapped: false }];
  return checkedCandidates(read, field.chars, acceptFor(field), !options.exactLines?.[field.line]);
}

/**
 * Every combination of the checked fields' passing readings (a handful each),
 * fewest changes first, and for formats whose unchecked optional data the
 * composite covers, the look-alike variants of that data too.
 */
interface Combination {
  picks: Map<MrzFieldName, CheckedCandidate>;
  /** An unchecked optional field whose look-alike the composite made likely. */
  guessedOptional: MrzFieldName | null;
}

function bestCombination(layout: FormatLayout, lines: string[], checked: CheckedField[]): Combination {
  const fields = checked.filter((c) => c.candidates.length > 0);
  const unchecked = layout.fields.filter((f) => f.chars === 'alnum' && !f.check && layout.composite);
  let best: { picks: CheckedCandidate[]; cost: number; lines: string[]; guessedOptional: MrzFieldName | null } | null = null;
  const walk = (at: number, picks: CheckedCandidate[], cost: number): void => {
    if (best && cost >= best.cost) return;
    if (at < fields.length) {
      for (const candidate of fields[at]!.candidates) walk(at + 1, [...picks, candidate], cost + candidate.changes);
      return;
    }
    const trial = [...lines];
    fields.forEach((c, i) => writeChecked(trial, c.field, picks[i]!.text));
    const composite = compositePasses(layout, trial);
    const guessedOptional = composite === false ? tryUnchecked(layout, trial, unchecked) : null;
    // A swapped digit is only believed when the composite, an independent check, confirms it.
    const confirmed = composite === true || guessedOptional !== null;
    if (confirmed || (composite === undefined && !picks.some((p) => p.swapped))) {
      best = { picks, cost, lines: trial, guessedOptional };
    }
  };
  walk(0, [], 0);
  const chosen = new Map<MrzFieldName, CheckedCandidate>();
  if (best !== null) {
    const found = best as { picks: CheckedCandidate[]; lines: string[]; guessedOptional: MrzFieldName | null };
    lines.splice(0, lines.length, ...found.lines);
    fields.forEach((c, i) => chosen.set(c.field.name, found.picks[i]!));
    return { picks: chosen, guessedOptional: found.guessedOptional };
  }
  // Nothing satisfies the composite. Without one, each field keeps its likeliest reading that needs no
  // swapped digit; with one that rejects every combination, a look-alike change is not believed either
  // (a field's own check digit passes a wrong change one time in ten): the field stays as read.
  for (const c of fields) {
    const pick = c.candidates.find((candidate) => !candidate.swapped && (!layout.composite || candidate.changes === 0));
    if (!pick) continue;
    writeChecked(lines, c.field, pick.text);
    chosen.set(c.field.name, pick);
  }
  return { picks: chosen, guessedOptional: null };
}

/**
 * Tries look-alike variants of unchecked optional data under the composite. Each
 * variant passes by chance one time in ten, so one is written only when it is
 * the only one that passes; its field is then only likely. Answers the field
 * changed, or null.
 */
function tryUnchecked(layout: FormatLayout, lines: string[], unchecked: FieldLayout[]): MrzFieldName | null {
  const passing: Array<{ field: FieldLayout; variant: string }> = [];
  for (const field of unchecked) {
    for (const variant of lookalikeVariants(slice(lines, field)).slice(1)) {
      const trial = [...lines];
      put(trial, field, variant);
      if (compositePasses(layout, trial)) passing.push({ field, variant });
    }
  }
  if (passing.length !== 1) return null;
  put(lines, passing[0]!.field, passing[0]!.variant);
  return passing[0]!.field.name;
}

function writeChecked(lines: string[], field: FieldLayout, text: string): void {
  put(lines, field, text.slice(0, -1));
  const check = field.check!;
  const line = lines[check.line]!;
  lines[check.line] = line.slice(0, check.at) + text.slice(-1) + line.slice(check.at + 1);
}

const CHECK_OF: Partial<Record<MrzFieldName, CheckName>> = {
  documentNumber: 'documentNumber',
  birthDate: 'birthDate',
  expiryDate: 'expiryDate',
  optionalData: 'optionalData',
};

export interface ZoneOptions {
  /** Lines read by a recogniser whose zero-like letters are letters (see checkedCandidates). */
  exactLines?: readonly boolean[];
}

/** Reads a zone of the given layout; `read` are its lines at the layout's length. */
export function readZone(layout: FormatLayout, read: readonly string[], options: ZoneOptions = {}): ZoneReading {
  const lines = [...read];
  // Characters only one class allows are settled first (letters in dates, digits in names).
  for (const field of layout.fields) {
    if (field.chars !== 'alnum') put(lines, field, coerce(slice(lines, field), field.chars));
    if (field.check && lines[field.check.line]![field.check.at] !== '<') {
      const { line, at } = field.check;
      lines[line] = lines[line]!.slice(0, at) + coerce(lines[line]![at]!, 'numeric') + lines[line]!.slice(at + 1);
    }
  }
  if (layout.composite) {
    const { line, at } = layout.composite;
    lines[line] = lines[line]!.slice(0, at) + coerce(lines[line]![at]!, 'numeric') + lines[line]!.slice(at + 1);
  }
  const checked = layout.fields
    .filter((f) => f.check)
    .map((field) => ({ field, candidates: candidatesFor(field, lines, options) }));
  const { picks, guessedOptional } = bestCombination(layout, lines, checked);
  const guessedFields = [...picks].filter(([, pick]) => pick.guessed).map(([name]) => name);
  // Optional data no check digit of its own covers: the composite is blind to G/6, a visa's data to everything.
  for (const field of layout.fields.filter((f) => f.chars === 'alnum' && !f.check)) {
    const text = slice(lines, field);
    if (field.name === guessedOptional || (!/^<*$/.test(text) && (!layout.composite || checkBlind(text)))) {
      guessedFields.push(field.name);
    }
  }
  const checks: Partial<Record<CheckName, boolean>> = {};
  for (const { field } of checked) {
    const name = CHECK_OF[field.name];
    const own = slice(lines, field) + lines[field.check!.line]![field.check!.at]!;
    if (name) checks[name] = checkDigit(own.slice(0, -1)) === own.slice(-1) || (name === 'optionalData' && /^<+$/.test(own));
  }
  const composite = compositePasses(layout, lines);
  if (composite !== undefined) checks.composite = composite;
  const raw = Object.fromEntries(layout.fields.map((f) => [f.name, slice(lines, f)])) as Record<MrzFieldName, string>;
  return {
    format: layout.format,
    lines,
    raw,
    checks,
    corrections: {
      settled: [...picks.values()].filter((p) => !p.guessed).reduce((n, p) => n + p.changes, 0),
      guessed: guessedFields.length,
    },
    guessedFields,
    swapped: [...picks.values()].some((p) => p.swapped),
  };
}
