import type { Draft, DraftParagraph, EvidenceItem } from '../writing-types.ts';

/**
 * Building blocks of the template composer: a draft that collects paragraphs with the evidence
 * they rest on and the inputs it lacked. The composer only arranges what it is given; a gap is
 * written as a bracketed placeholder and listed, never filled in.
 */

/** The visible first paragraph of every template draft. */
export const TEMPLATE_NOTE =
  "Template draft — written by Petition Studio's template composer from the information provided, not by an AI model. " +
  'Review and complete before use.';

/** How much of a file's text a template quotes. */
export const EXCERPT_CHARACTERS = 400;

/** A placeholder that says what is missing, e.g. "[Salary not provided]". */
export function notProvided(label: string): string {
  return `[${label.charAt(0).toUpperCase()}${label.slice(1)} not provided]`;
}

/** The start of a text, cut at a word boundary, with an ellipsis when cut; whitespace collapsed. */
export function excerpt(text: string, characters = EXCERPT_CHARACTERS): string {
  // Only the head is flattened: evidence texts run to tens of thousands of characters.
  const head = text.length > characters * 4 ? text.slice(0, characters * 4) : text;
  const flat = head.replace(/\s+/g, ' ').trim();
  if (flat.length <= characters && head.length === text.length) return flat;
  const cut = flat.slice(0, characters);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > characters / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** One formatter for every date line: building an Intl formatter per call costs more than the whole letter. */
const LETTER_DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A date (YYYY-MM-DD) as a letter's date line: "November 23, 2026". */
export function letterDate(isoDate: string): string {
  return LETTER_DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A list in prose: "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

/** Ends a sentence with a full stop unless it already ends with punctuation. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?:…"”)\]]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A draft under construction: paragraphs in order, the evidence each cites, and what was missing. */
export class DraftBuilder {
  private readonly paragraphs: DraftParagraph[] = [];
  private readonly missing: string[] = [];

  constructor(withTemplateNote = true) {
    if (withTemplateNote) this.add(TEMPLATE_NOTE);
  }

  /** A paragraph resting on `evidenceIds` (none for layout: dates, salutations, signature blocks). */
  add(text: string, evidenceIds: readonly string[] = []): this {
    this.paragraphs.push({ text, evidenceIds: [...new Set(evidenceIds)] });
    return this;
  }

  /** The value, or a placeholder naming what is missing (recorded in missingInputs). */
  given(value: string | undefined | null, label: string): string {
    if (value !== undefined && value !== null && value.trim() !== '') return value.trim();
    if (!this.missing.includes(label)) this.missing.push(label);
    return notProvided(label);
  }

  /** Records a missing input without writing a placeholder (the caller writes its own sentence). */
  lacks(label: string): void {
    if (!this.missing.includes(label)) this.missing.push(label);
  }

  /**
   * One paragraph per file: its label and the start of its text, citing it. The evidence id stays in the
   * paragraph's provenance, not its text: the text reaches the packet, whose reader cannot look E4 up.
   */
  addFileExcerpts(files: readonly EvidenceItem[], introduction: string): this {
    if (files.length === 0) return this;
    this.add(
      introduction,
      files.map((file) => file.id),
    );
    for (const file of files) {
      const text = file.text.trim();
      this.add(text === '' ? `${file.label}: no text could be read from it.` : `${file.label}, in part: “${excerpt(text)}”`, [
        file.id,
      ]);
    }
    return this;
  }

  build(fields?: Record<string, string>): Draft {
    return {
      paragraphs: this.paragraphs,
      unsupportedClaims: [],
      missingInputs: this.missing,
      ...(fields ? { fields } : {}),
    };
  }
}

/** The evidence items of one kind, in order. */
export function evidenceOfKind(evidence: readonly EvidenceItem[], kind: EvidenceItem['kind']): EvidenceItem[] {
  return evidence.filter((item) => item.kind === kind);
}
