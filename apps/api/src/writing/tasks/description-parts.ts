import type { EvidenceItem } from '../writing-types.ts';
import { type DraftBuilder, excerpt } from './template-draft.ts';

/**
 * An evidence text as one readable run: its lines joined with semicolons, the first left out when
 * it only repeats the item's label (the gatherers start records with their name).
 */
export function evidenceRun(item: EvidenceItem): string {
  const lines = item.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines[0] === item.label) lines.shift();
  return lines.join('; ');
}

/**
 * One paragraph per evidence item: the start of its text, after its label unless the paragraph
 * before already names the record; citing it.
 */
export function addEvidenceParagraphs(
  draft: DraftBuilder,
  items: readonly EvidenceItem[],
  options: { characters?: number; labelled?: boolean } = {},
): void {
  for (const item of items) {
    const text = excerpt(evidenceRun(item), options.characters ?? 600);
    if (text !== '') draft.add(options.labelled === false ? text : `${item.label}: ${text}`, [item.id]);
  }
}

/** The value of a `key: value` line (the gatherers' form for record data) in the first item holding one. */
export function recordValue(items: readonly EvidenceItem[], key: string): { text: string; evidenceId: string } | undefined {
  const prefix = `${key}: `;
  for (const item of items) {
    const line = item.text.split('\n').find((candidate) => candidate.startsWith(prefix));
    if (line && line.length > prefix.length) return { text: line.slice(prefix.length).trim(), evidenceId: item.id };
  }
  return undefined;
}

/** Sentences of the evidence that speak of selection (criteria, requirements, eligibility), each with its source. */
export function selectionSentences(items: readonly EvidenceItem[]): { text: string; evidenceId: string }[] {
  const mentionsSelection = /\b(select\w*|criteri\w*|eligib\w*|admission|admitted|require\w*|nominat\w*|acceptance rate)\b/i;
  return items.flatMap((item) =>
    item.text
      .split('\n')
      .map((line) => line.replace(/^[\w ]{1,40}: /, ''))
      .flatMap((line) => line.split(/(?<=[.!?])\s+/))
      .map((part) => part.replace(/\s+/g, ' ').trim())
      .filter((part) => part !== '' && mentionsSelection.test(part))
      .map((text) => ({ text, evidenceId: item.id })),
  );
}
