/**
 * The contract between the writing engine (providers, evidence, provenance) and the writing tasks
 * (what each route writes: letters, descriptions, bios, entity fields, module content). A task says
 * what to write and how the deterministic template composer writes it; the engine decides who writes
 * it (a configured OpenAI-compatible model, or the template composer), records provenance, and answers.
 */

/** What was generated, by family; letters add their type (`letter:critical-role`, …). */
export type GenerationKind =
  'exhibit-description' | 'module-description' | `letter:${string}` | 'entity-fields' | 'bio' | `module-content:${string}`;

/** The record a generated text is for. */
export interface GenerationTarget {
  type: 'exhibit' | 'module' | 'letter' | 'entity' | 'bio' | 'petition';
  /** The record's id (a petition, exhibit, module, entity or user id); null for a letter not yet saved. */
  id: string | null;
}

/** One piece of evidence the writer may rest a statement on. Its text reaches a model as quoted data only. */
export interface EvidenceItem {
  /** Stable within one generation, e.g. 'E1', 'E2', …: paragraphs cite these. */
  id: string;
  kind: 'input' | 'petition' | 'module' | 'exhibit' | 'entity' | 'user' | 'employment' | 'file';
  /** Human label, e.g. 'Exhibit 3: IEEE Senior Member certificate' or 'File: cv.pdf'. */
  label: string;
  /** The evidence text, already cut to the budget. */
  text: string;
  /** The database record it came from, when any. */
  recordId?: string;
  /** For files: the file id (null for a file sent with the request and not stored) and the sha256 of its bytes. */
  fileId?: string | null;
  contentHash?: string;
}

/** A paragraph of output and the evidence ids it rests on (empty: no support, listed as unsupported). */
export interface DraftParagraph {
  text: string;
  evidenceIds: string[];
}

/** What a writer produced, before provenance is stored. */
export interface Draft {
  paragraphs: DraftParagraph[];
  /** Statements the writer could not support with the evidence given. */
  unsupportedClaims: string[];
  /** Inputs the writer needed and did not have (the template composer says so instead of inventing). */
  missingInputs: string[];
  /** For structured outputs (entity fields): the named values. */
  fields?: Record<string, string>;
}

/** One writing job, as a route describes it. */
export interface WritingTask<Inputs> {
  kind: GenerationKind;
  /** Bumped whenever the instructions or the template change (stored with every generation). */
  promptVersion: string;
  /** What a model is asked to write: instructions only, never evidence text. */
  instructions: (inputs: Inputs) => string;
  /** The deterministic template draft, written from the inputs and evidence only. */
  compose: (inputs: Inputs, evidence: readonly EvidenceItem[]) => Draft;
  /** For structured outputs: the field names a model must return (entity fields). */
  fieldNames?: readonly string[];
}

export interface WriteRequest<Inputs> {
  task: WritingTask<Inputs>;
  inputs: Inputs;
  evidence: readonly EvidenceItem[];
  target: GenerationTarget;
  /** The signed-in staff member asking (provenance: who). */
  userId: string;
  signal?: AbortSignal;
}

/** The answer of the engine: the text, its claims → evidence, and where it is recorded. */
export interface GeneratedText extends Draft {
  /** The paragraphs joined with blank lines: what the routes answer as text/plain. */
  text: string;
  provider: 'template' | 'openai-compatible';
  model: string | null;
  promptVersion: string;
  /** True for template drafts: the UI must say it is a template, not a model's writing. */
  isTemplate: boolean;
  /** The provenance row (app_public.generated_texts) this generation was stored as. */
  generationId: string;
}

/** The engine every writing route calls. */
export interface WritingService {
  write<Inputs>(request: WriteRequest<Inputs>): Promise<GeneratedText>;
}

/** Why a generation failed. */
export type WritingFailureReason = 'timeout' | 'unavailable' | 'rate-limited' | 'malformed-output' | 'refused';

/** A generation that failed (model unreachable, timed out, or its answer unusable after one repair). */
export class WritingFailedError extends Error {
  readonly reason: WritingFailureReason;

  constructor(message: string, reason: WritingFailureReason) {
    super(message);
    this.reason = reason;
    this.name = 'WritingFailedError';
  }
}
