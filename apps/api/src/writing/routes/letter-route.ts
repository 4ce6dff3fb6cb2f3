import {
  LETTER_FILE_FIELDS,
  LETTER_REQUEST_SCHEMAS,
  MAX_FILES_PER_UPLOADER,
  type LetterType,
  type TAnyLetterRequest,
} from '@app/domain';
import type pg from 'pg';
import type { FileStorageConfig } from '../../config/index.ts';
import { asyncRoute } from '../../http/async-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { describeProblems } from '../../http/validate-body.ts';
import { combineEvidence } from '../evidence/evidence-source.ts';
import type { ImageTextReader } from '../evidence/extract-text.ts';
import type { EvidenceGatherer } from '../evidence/gather-evidence.ts';
import { letterFieldEvidence, type LetterInputs } from '../tasks/letter-inputs.ts';
import { LETTER_TASKS } from '../tasks/letter-tasks.ts';
import type { WritingService } from '../writing-types.ts';
import { sentFileEvidence } from './checked-files.ts';
import { generating } from '../engine/generating.ts';
import { answerText, today } from './generation-answer.ts';
import { letterEntityId, readLetterRecords } from './letter-records.ts';
import { readForm, type FormFile } from './read-form.ts';

export interface LetterRouteDeps {
  pool: pg.Pool;
  writing: WritingService;
  evidence: EvidenceGatherer;
  maxFileBytes: number;
  virusScan?: FileStorageConfig['virusScan'];
  readImageText?: ImageTextReader;
}

/** The message the letter page shows for any failed generation (spec 2 §8). */
export const LETTER_FAILED = 'Failed to generate letter.';

/** The files of a request as the contract sees them: docs as a list, each single-file field as one file. */
function fileFieldsForSchema(type: LetterType, files: readonly FormFile[]): Record<string, unknown> {
  const marker = (file: FormFile) => ({ name: file.name, size: file.bytes.length });
  const values: Record<string, unknown> = { docs: files.filter((file) => file.field === 'docs').map(marker) };
  for (const field of LETTER_FILE_FIELDS[type]) {
    const sent = files.filter((file) => file.field === field);
    if (sent.length > 1) throw new HttpError(400, `${field} takes one file`);
    if (sent[0]) values[field] = marker(sent[0]);
  }
  return values;
}

/** The form's fields as the task's inputs: everything but the files, which are evidence. */
function letterFields(request: TAnyLetterRequest, fileFields: readonly string[]): LetterInputs['fields'] {
  const fields: Record<string, string | readonly string[] | undefined> = {};
  for (const [name, value] of Object.entries(request)) {
    if (name === 'docs' || fileFields.includes(name)) continue;
    if (typeof value === 'string' || Array.isArray(value)) fields[name] = value as string | readonly string[];
  }
  return fields;
}

/**
 * POST one of the eight letter routes (spec 2 §7.5): a multipart form with the letter's fields and
 * supporting files (docs[], and for TN the résumé and offer letter) → the letter, text/plain, with its
 * provenance id in X-Generation-Id and X-Template-Draft. A missing required input is a 400 naming it
 * (the Draft-button rules of spec 2 §5); an unknown person, company or entity a 404.
 */
export function letterRoute(type: LetterType, deps: LetterRouteDeps) {
  const fileFields = ['docs', ...LETTER_FILE_FIELDS[type]];
  return asyncRoute(async (req, res) => {
    const userId = req.auth!.userId;
    const form = await readForm(req, {
      maxFileBytes: deps.maxFileBytes,
      maxFiles: MAX_FILES_PER_UPLOADER + LETTER_FILE_FIELDS[type].length,
      fileFields,
    });
    const parsed = LETTER_REQUEST_SCHEMAS[type].safeParse({ ...form.fields, ...fileFieldsForSchema(type, form.files) });
    if (!parsed.success) throw new HttpError(400, describeProblems(parsed.error, 'Request body'));
    const request: TAnyLetterRequest = parsed.data;

    const records = await readLetterRecords(deps.pool, userId, request);
    const entityId = letterEntityId(request);
    const entityEvidence = entityId ? ((await deps.evidence.forEntity(userId, entityId)) ?? []) : [];
    const files = await sentFileEvidence(form.files, {
      maxBytes: deps.maxFileBytes,
      virusScan: deps.virusScan,
      readImageText: deps.readImageText,
    });
    const fields = letterFields(request, fileFields);
    const inputs: LetterInputs = { letterType: type, date: today(), fields, records };
    const evidence = combineEvidence([letterFieldEvidence(fields), entityEvidence, files]);

    const generated = await generating(LETTER_FAILED, () =>
      deps.writing.write({ task: LETTER_TASKS[type], inputs, evidence, target: { type: 'letter', id: null }, userId }),
    );
    answerText(res, generated);
  });
}
