import { provenanceLists, type EvidenceSource } from './generate-description.ts';

/** How many words of a paragraph name it in the panel (enough to find it in the text). */
export const OPENING_WORDS = 8;

/** The form fields' evidence label prefix the letter routes use ('Form field salary'). */
const INPUT_LABEL_PREFIX = 'Form field ';

/** One paragraph of a generation as the panel lists it: where it starts and what it rests on. */
export interface ParagraphProvenance {
  /** The paragraph's first words, with an ellipsis when cut. */
  opening: string;
  /** The form inputs it repeats (field names, e.g. 'salary'). */
  inputs: string[];
  /** The other evidence it cites (records and files, by label). */
  sources: string[];
  /** The unsupported claims the writer named that this paragraph contains. */
  unsupportedClaims: string[];
  /** Placeholders for inputs that were not given, e.g. '[Salary not provided]'. */
  placeholders: string[];
}

export interface GenerationProvenance {
  sources: EvidenceSource[];
  unsupported: string[];
  missingInputs: string[];
  paragraphs: ParagraphProvenance[];
}

interface StoredEvidence extends EvidenceSource {
  kind: string | null;
}

/** Lower case, whitespace collapsed, so a claim is found in its paragraph whatever the spacing. */
function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

function opening(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.length > OPENING_WORDS ? `${words.slice(0, OPENING_WORDS).join(' ')}…` : words.join(' ');
}

/**
 * A JSON column as a value: PostGraphile answers JSON columns as JSON text (the generated type is
 * string), tests and other callers may pass the value itself. Unreadable text is nothing.
 */
export function jsonColumn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
}

/** The evidence by id, with its kind ('input' for form fields); items without an id or label are skipped. */
function storedEvidence(evidence: unknown): Map<string, StoredEvidence> {
  const byId = new Map<string, StoredEvidence>();
  for (const item of Array.isArray(evidence) ? (evidence as unknown[]) : []) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, label, kind } = item as Record<string, unknown>;
    if (typeof id === 'string' && typeof label === 'string')
      byId.set(id, { id, label, kind: typeof kind === 'string' ? kind : null });
  }
  return byId;
}

/**
 * The stored provenance of one generation (JSON columns of app_public.generated_texts) as the panel's
 * lists: every paragraph with the inputs and evidence it cites, the claims the writer could not support
 * (a model names them; the template composer writes none, it leaves placeholders instead) and the inputs
 * that were missing. Malformed parts are skipped, never shown raw.
 */
export function generationProvenance(record: {
  evidence: unknown;
  unsupportedClaims: unknown;
  paragraphs: unknown;
  missingInputs: unknown;
}): GenerationProvenance {
  const stored = {
    evidence: jsonColumn(record.evidence),
    unsupportedClaims: jsonColumn(record.unsupportedClaims),
    paragraphs: jsonColumn(record.paragraphs),
    missingInputs: jsonColumn(record.missingInputs),
  };
  const { sources, unsupported } = provenanceLists(stored.evidence, stored.unsupportedClaims);
  const evidence = storedEvidence(stored.evidence);
  const paragraphs = Array.isArray(stored.paragraphs)
    ? (stored.paragraphs as unknown[]).flatMap((item): ParagraphProvenance[] => {
        if (typeof item !== 'object' || item === null || !('text' in item) || typeof item.text !== 'string') return [];
        if (item.text.trim() === '') return [];
        const cited = 'evidenceIds' in item ? stringList(item.evidenceIds) : [];
        const items = cited.flatMap((id) => evidence.get(id) ?? []);
        const isInput = (source: StoredEvidence) => source.kind === 'input' || source.label.startsWith(INPUT_LABEL_PREFIX);
        const text = normalise(item.text);
        return [
          {
            opening: opening(item.text),
            inputs: items.filter(isInput).map((source) => source.label.replace(INPUT_LABEL_PREFIX, '')),
            sources: items.filter((source) => !isInput(source)).map((source) => source.label),
            unsupportedClaims: unsupported.filter((claim) => text.includes(normalise(claim))),
            placeholders: [...item.text.matchAll(/\[[^\]\n]{1,80} not provided\]/g)].map((match) => match[0]),
          },
        ];
      })
    : [];
  return { sources, unsupported, missingInputs: stringList(stored.missingInputs), paragraphs };
}
