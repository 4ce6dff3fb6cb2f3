import type { LetterType } from '@app/domain';
import type { EvidenceItem } from '../writing-types.ts';

/** What a letter task is given: the form's fields, the names its ids point at, and the date. */
export interface LetterInputs {
  letterType: LetterType;
  /** The day the letter is dated, YYYY-MM-DD: an input, so the composer stays deterministic. */
  date: string;
  /** The form fields as sent (files are evidence, not inputs). */
  fields: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Names read from the records the form's ids point at, used when the form does not repeat them. */
  records: {
    beneficiaryName?: string;
    signatoryName?: string;
    companyName?: string;
    /** The membership or VC entity of those letters. */
    entityName?: string;
  };
}

/** Fields that are ids or choices, not statements: they are never cited as evidence. */
const NOT_EVIDENCE = new Set([
  'beneficiary_id',
  'signatory_id',
  'company_id',
  'membership_entity_id',
  'vc_entity_id',
  'archetype',
  'criteria',
  'signatory_relation',
]);

/** The label of the evidence item holding a form field's text. */
export function inputEvidenceLabel(field: string): string {
  return `Form field ${field}`;
}

/**
 * The form's statements as evidence items (kind 'input'), so each paragraph cites the field it
 * repeats. Ids are provisional: the route numbers all evidence once it is gathered.
 */
export function letterFieldEvidence(fields: LetterInputs['fields']): EvidenceItem[] {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !NOT_EVIDENCE.has(entry[0]))
    .map(([field, text]) => ({ id: field, kind: 'input' as const, label: inputEvidenceLabel(field), text }));
}

/** A letter's reading of its inputs: field values, names from form or record, and citations. */
export class LetterReader {
  readonly inputs: LetterInputs;
  private readonly evidence: readonly EvidenceItem[];

  constructor(inputs: LetterInputs, evidence: readonly EvidenceItem[]) {
    this.inputs = inputs;
    this.evidence = evidence;
  }

  text(field: string): string | undefined {
    const value = this.inputs.fields[field];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  }

  list(field: string): readonly string[] {
    const value = this.inputs.fields[field];
    if (value === undefined) return [];
    return typeof value === 'string' ? [value] : value;
  }

  /** The evidence ids of the given fields' items (fields not sent are skipped). */
  cite(...fields: string[]): string[] {
    const labels = new Set(fields.map(inputEvidenceLabel));
    return this.evidence.filter((item) => item.kind === 'input' && labels.has(item.label)).map((item) => item.id);
  }

  get beneficiaryName(): string | undefined {
    return this.text('beneficiary_name') ?? this.inputs.records.beneficiaryName;
  }

  get signatoryName(): string | undefined {
    return this.text('signatory_name') ?? this.inputs.records.signatoryName;
  }

  get companyName(): string | undefined {
    return this.text('company_name') ?? this.inputs.records.companyName;
  }

  /** Evidence of the given kind (files sent with the request, entity records, …). */
  ofKind(kind: EvidenceItem['kind']): EvidenceItem[] {
    return this.evidence.filter((item) => item.kind === kind);
  }
}

/** What each file field of a letter is, for its evidence label. */
const FILE_FIELD_LABELS: Readonly<Record<string, string>> = {
  resume: 'Résumé',
  job_offer_letter: 'Job offer letter',
  docs: 'Supporting document',
  cv: 'CV',
};

/** The label of a file sent with a request, e.g. 'Résumé: cv.pdf'; the letter finds its files by it. */
export function fileEvidenceLabel(field: string, fileName: string): string {
  return `${FILE_FIELD_LABELS[field] ?? 'Document'}: ${fileName}`;
}

/** The files of one field (e.g. the résumé) among the evidence. */
export function filesOfField(evidence: readonly EvidenceItem[], field: string): EvidenceItem[] {
  const prefix = `${FILE_FIELD_LABELS[field] ?? 'Document'}: `;
  return evidence.filter((item) => item.kind === 'file' && item.label.startsWith(prefix));
}
