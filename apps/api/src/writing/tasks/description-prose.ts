import type { EvidenceItem } from '../writing-types.ts';
import { sentence } from './template-draft.ts';

/**
 * Record evidence as prose (issue 33): the gatherers write records as `key: value` lines; descriptions
 * turn them into labels and sentences ("Award year: 2024" → "award year 2024"), never raw field dumps
 * such as "filingType: change_of_status".
 */

/** The `Label: value` lines of an evidence item, in order (a line without a label is skipped). */
export function recordLines(item: EvidenceItem): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of item.text.split('\n')) {
    const match = /^([\w ]{1,60}): (.+)$/.exec(line.trim());
    if (match && !values.has(match[1]!)) values.set(match[1]!, match[2]!.trim());
  }
  return values;
}

/** A field name as words: "filingType" → "filing type", "award_year" → "award year". */
export function humanLabel(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A stored value as words: booleans as yes/no, code-like values ("change_of_status", "O1_A") as words. */
export function humanValue(value: string): string {
  if (value === 'true') return 'yes';
  if (value === 'false') return 'no';
  if (/^[A-Za-z0-9]+(_[A-Za-z0-9]+)+$/.test(value)) return value.replace(/_/g, ' ').toLowerCase();
  return value;
}

/**
 * The item's other recorded details as one sentence ("Recorded details: award year 2024; issuer IEEE."),
 * leaving out the labels the description already used; '' when there are none.
 */
export function recordedDetails(item: EvidenceItem, used: readonly string[]): string {
  const details = [...recordLines(item)]
    .filter(([label]) => !used.includes(label))
    .map(([label, value]) => `${humanLabel(label)} ${humanValue(value)}`);
  return details.length > 0 ? `Recorded details: ${details.join('; ')}.` : '';
}

/** "the O-1A petition for Priya Raman, filed by Northwind Robotics", from the petition's item. */
export function petitionPhrase(petition: EvidenceItem | undefined): string | undefined {
  if (!petition) return undefined;
  const values = recordLines(petition);
  const visa = values.get('Visa class');
  const beneficiary = values.get('Beneficiary');
  const petitioner = values.get('Petitioner');
  if (!visa && !beneficiary) return undefined;
  return (
    `the ${visa ? `${visa} ` : ''}petition${beneficiary ? ` for ${beneficiary}` : ''}` +
    (petitioner ? `, filed by ${petitioner}` : '')
  );
}

/** An additional entity in a sentence or two: what it is, and how it selects, as its record says. */
export function entityProse(entity: EvidenceItem): string {
  const values = recordLines(entity);
  const name = values.get('Name') ?? entity.label.replace(/^[^:]*:\s*/, '');
  const type = values.get('Type');
  const parts = [`${name}${type ? ` (${humanValue(type).toLowerCase()})` : ''}.`];
  const description = values.get('description');
  if (description) parts.push(sentence(description));
  const selection = values.get('selection_criteria');
  if (selection) parts.push(`How it selects: ${sentence(selection)}`);
  const other = recordedDetails(entity, ['Name', 'Type', 'description', 'selection_criteria']);
  if (other) parts.push(other);
  return parts.join(' ');
}

/** A catalogue name inside a sentence: capitalised words lower-cased, acronyms kept ("TN support letter"). */
export function inSentence(name: string): string {
  return name.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

/** "one document", "3 documents". */
export function countOf(count: number, noun: string): string {
  return count === 1 ? `one ${noun}` : `${count} ${noun}s`;
}
