import type { EvidenceItem } from '../writing-types.ts';

/** A piece of evidence before it is numbered: gatherers produce these, numberEvidence gives them ids. */
export type EvidenceSource = Omit<EvidenceItem, 'id'>;

/** A stored file a record links to, read (and cut) after the database transaction ends. */
export interface StoredFileRef {
  id: string;
  name: string;
  mimeType: string;
  storageKey: string;
  /** The sha256 recorded at registration, when known. */
  sha256: string | null;
  /** What links it, for the label, e.g. 'Exhibit: Award certificate'. */
  linkedFrom: string;
}

/** What the database says about a record: evidence items, and the files whose text is still to read. */
export interface RecordEvidence {
  items: EvidenceSource[];
  files: StoredFileRef[];
}

/**
 * All evidence for one generation, budget spent in order (first sources first), numbered E1, E2, …
 * Items left with no text after the budget are dropped, so every id a writer sees has content.
 */
export const TOTAL_EVIDENCE_BUDGET = 60_000;

export function numberEvidence(sources: readonly EvidenceSource[], totalBudget: number = TOTAL_EVIDENCE_BUDGET): EvidenceItem[] {
  const numbered: EvidenceItem[] = [];
  let left = totalBudget;
  for (const source of sources) {
    if (left <= 0) break;
    const text =
      source.text.length > left ? `${source.text.slice(0, left).trimEnd()}\n[… cut: evidence budget reached]` : source.text;
    if (!text.trim()) continue;
    left -= text.length;
    numbered.push({ ...source, text, id: `E${numbered.length + 1}` });
  }
  return numbered;
}

/** Several gatherers' evidence for one generation (e.g. a letter's inputs, its uploaded files and a user's record), renumbered. */
export function combineEvidence(
  lists: readonly (readonly (EvidenceSource | EvidenceItem)[])[],
  totalBudget?: number,
): EvidenceItem[] {
  return numberEvidence(
    lists.flat().map((item) => {
      const { id: _id, ...source } = item as EvidenceItem;
      return source;
    }),
    totalBudget,
  );
}

/** Rich text (HTML) as plain text for evidence: block ends become line breaks, tags go, common entities decode. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Keys of record data that hold staff-only working notes (the module card's notes box, internal notes):
 * generated text can reach customers, so these never become evidence (issue 33).
 */
export function isStaffOnlyKey(key: string): boolean {
  return /notes?$|^internal|^staff|^private/i.test(key);
}

/**
 * `key: value` lines of a JSON object's non-empty scalar (and list-of-scalar) values, for metadata and data
 * columns; staff-only keys are left out. The composers turn these into labelled sentences (description-prose.ts).
 */
export function describeFields(values: Record<string, unknown> | null | undefined, skip: readonly string[] = []): string {
  if (!values) return '';
  const lines: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (skip.includes(key) || isStaffOnlyKey(key) || value === null || value === undefined || value === '') continue;
    if (typeof value === 'string') lines.push(`${key}: ${key === 'description' ? htmlToText(value) : value}`);
    else if (typeof value === 'number' || typeof value === 'boolean') lines.push(`${key}: ${String(value)}`);
    else if (Array.isArray(value) && value.every((entry) => ['string', 'number'].includes(typeof entry))) {
      if (value.length) lines.push(`${key}: ${value.join(', ')}`);
    }
  }
  return lines.join('\n');
}

/** Joins labelled lines, leaving out empty values. */
export function lines(entries: readonly (readonly [string, string | null | undefined])[]): string {
  return entries
    .filter(([, value]) => value !== null && value !== undefined && value.trim() !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}
