import { z } from 'zod';
import { EDITOR_CHARACTER_LIMIT } from '../constants.ts';
import { choiceField, idField, optional, textField } from './fields.ts';
import { LETTER_TYPES } from './letters.ts';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';
import { letterNameSchema } from '../letter-name.ts';

/**
 * Letters saved to a petition (issue 14; spec 1 §3 petitionLetter: name, final file). Staff save the
 * letter drafted on /admin/draft as HTML; the server sanitises it and stores it as a PDF (the final
 * file) and a DOCX. Saving an existing letter again makes a new version and keeps the earlier one.
 */

/**
 * Most HTML a saved letter may send: the editor's 50,000 characters of text plus its markup (roughly
 * four times the text at worst: paragraphs, marks, alignment styles).
 */
export const LETTER_HTML_MAX = EDITOR_CHARACTER_LIMIT * 4;

/** The formats a saved letter is exported as. */
export const LETTER_EXPORT_FORMATS = ['docx', 'pdf'] as const;
export type LetterExportFormat = (typeof LETTER_EXPORT_FORMATS)[number];

// POST /petition-letters: save a letter (new, or a new version of `letterId`).

export const ZSaveLetterRequestSchema = lazySchema(() =>
  z.object({
    petitionId: idField(),
    // Stored trimmed, one line of at most 200 characters (letterNameSchema, migration 0074's checks).
    name: letterNameSchema,
    html: textField({ max: LETTER_HTML_MAX }),
    letterType: optional(choiceField(LETTER_TYPES, 'letter type')),
    /** The generation the letter was drafted from (X-Generation-Id), for its provenance. */
    generationId: optional(idField()),
    /** Saves a new version of this letter (it must belong to the petition); absent: a new letter. */
    letterId: optional(idField()),
  }),
);
export type TSaveLetterRequest = z.input<typeof ZSaveLetterRequestSchema>;

export const ZSavedLetterResponseSchema = lazySchema(() =>
  z.object({
    letterId: z.uuid(),
    version: z.int().positive(),
    pdfFileId: z.uuid(),
    docxFileId: z.uuid(),
  }),
);
export type TSavedLetterResponse = z.infer<typeof ZSavedLetterResponseSchema>;

export const saveLetterContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/petition-letters',
    request: ZSaveLetterRequestSchema,
    response: ZSavedLetterResponseSchema,
  }),
);

// GET /petition-letters?petitionId=: the letters of a petition, newest first.

export const ZListLettersRequestSchema = lazySchema(() => z.object({ petitionId: idField() }));

const ZLetterSummarySchema = lazySchema(() =>
  z.object({
    id: z.uuid(),
    name: z.string(),
    letterType: z.enum(LETTER_TYPES).nullable(),
    version: z.int().positive(),
    updatedAt: z.string(),
  }),
);
export type TLetterSummary = z.infer<typeof ZLetterSummarySchema>;

export const listLettersContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/petition-letters',
    request: ZListLettersRequestSchema,
    response: z.object({ letters: z.array(ZLetterSummarySchema) }),
  }),
);

// GET /petition-letters/{id}: one letter with its current text and every version.

const ZLetterVersionSchema = lazySchema(() =>
  z.object({
    version: z.int().positive(),
    html: z.string(),
    savedAt: z.string(),
    generationId: z.uuid().nullable(),
  }),
);
export type TLetterVersion = z.infer<typeof ZLetterVersionSchema>;

export const ZLetterDetailSchema = lazySchema(() =>
  ZLetterSummarySchema.extend({
    petitionId: z.uuid(),
    html: z.string(),
    generationId: z.uuid().nullable(),
    /** Every version, oldest first; the last is the current one. */
    versions: z.array(ZLetterVersionSchema),
  }),
);
export type TLetterDetail = z.infer<typeof ZLetterDetailSchema>;

export const letterDetailContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/petition-letters/{id}',
    request: z.object({}),
    response: ZLetterDetailSchema,
  }),
);

// GET /petition-letters/{id}/export?format=docx|pdf[&version=n]: a download link of the stored file.

export const ZExportLetterRequestSchema = lazySchema(() =>
  z.object({
    format: choiceField(LETTER_EXPORT_FORMATS, 'export format'),
    /** An earlier version; absent: the current one. */
    version: optional(
      z.coerce.number({ error: 'must be a version number' }).int({ error: 'must be a version number' }).positive({
        error: 'must be a version number',
      }),
    ),
  }),
);
export type TExportLetterRequest = z.input<typeof ZExportLetterRequestSchema>;

export const exportLetterContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/petition-letters/{id}/export',
    request: ZExportLetterRequestSchema,
    response: z.object({ link: z.string(), name: z.string() }),
  }),
);
