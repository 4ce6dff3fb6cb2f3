import { z } from 'zod';
import { COMPANY_DOCUMENT_TYPES } from '../company-documents.ts';
import { IMMIGRATION_DOCUMENT_TYPES } from '../immigration-documents.ts';
import { UPLOADER_KINDS } from '../upload-rules.ts';
import { HAND_SIGNED_FORMS } from '../uscis-forms/petitioner-signature.ts';
import { byteCountField, choiceField, idField, optional, textField } from './fields.ts';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

/** An address the browser loads: http(s) only, never javascript: or data:. */
const webUrl = () => z.url({ protocol: /^https?$/ });

/** The file service (spec 1 §7): presign, PUT the bytes to the signed URL, register, download. */

// POST /db/presigned-upload

export const ZPresignedUploadRequestSchema = lazySchema(() =>
  z.object({
    fileName: textField(),
    /** The browser's type for the file; may be empty (unknown). */
    contentType: textField({ allowEmpty: true, max: 200 }),
    /** Declared size, checked early; the registration checks the real bytes. */
    size: optional(byteCountField()),
    /** Whose accepted types apply; without it any uploader's. */
    uploader: optional(choiceField(UPLOADER_KINDS, 'uploader')),
  }),
);
export type TPresignedUploadRequest = z.input<typeof ZPresignedUploadRequestSchema>;

export const ZPresignedUploadResponseSchema = lazySchema(() =>
  z.object({
    /** Where the bytes go (PUT): this server's signed URL (local driver) or S3's. */
    uploadUrl: webUrl(),
    fileId: z.uuid(),
    s3Key: z.string().min(1),
  }),
);
export type TPresignedUploadResponse = z.infer<typeof ZPresignedUploadResponseSchema>;

export const presignedUploadContract = lazySchema(() =>
  defineContract({
    method: 'POST',
    path: '/db/presigned-upload',
    request: ZPresignedUploadRequestSchema,
    response: ZPresignedUploadResponseSchema,
  }),
);

// POST /db/upload/<path>

/** What every registration names: the staged upload and the file as the user chose it. */
export const ZRegisterUploadBaseSchema = lazySchema(() =>
  z.object({
    s3Key: textField(),
    fileId: idField(),
    name: textField(),
    mimeType: textField({ allowEmpty: true, max: 200 }),
    /**
     * Replace: the caller's file of the same target that the new one takes the place of. Both happen in one
     * transaction: the old file is deleted only when the new one is stored and linked, and it makes room under
     * the target's file limit (an original code exhibit holding its 4 files; decisions "Replace is one operation").
     */
    replacesFileId: optional(idField()),
  }),
);

/** The registration routes, by path (/db/upload/{path}). */
export const UPLOAD_REGISTRATION_PATHS = [
  'exhibit',
  'reusable-exhibit',
  'immigration',
  'individual',
  'company',
  'form',
  'plymouth',
  'editor-image',
  'uscis-notice',
  'signed-form',
] as const;
export type TUploadRegistrationPath = (typeof UPLOAD_REGISTRATION_PATHS)[number];

/** The target each registration links the file to, by path. */
export const ZUploadTargetSchemas = lazySchema(
  () =>
    ({
      exhibit: z.object({ exhibitId: idField() }),
      /** A reusable exhibit of the repository (staff only). */
      'reusable-exhibit': z.object({ reusableExhibitId: idField() }),
      immigration: z.object({
        userId: idField(),
        immigrationDocType: choiceField(IMMIGRATION_DOCUMENT_TYPES, 'immigration document type'),
      }),
      individual: z.object({ userId: idField(), documentType: textField({ max: 100 }) }),
      company: z.object({ companyId: idField(), companyDocType: choiceField(COMPANY_DOCUMENT_TYPES, 'company document type') }),
      form: z.object({ formId: idField() }),
      /** Provider documents; a document type defaults to 'other'. */
      plymouth: z.object({
        userId: idField(),
        documentType: optional(textField({ max: 100 })),
        petitionId: optional(idField()),
      }),
      'editor-image': z.object({}),
      /** A USCIS notice the customer files on a petition whose case status staff share (migration 0062). */
      'uscis-notice': z.object({ petitionId: idField() }),
      /** The petitioner's signed copy of a generated USCIS form it was asked to sign (migration 0087). */
      'signed-form': z.object({ petitionId: idField(), form: choiceField(HAND_SIGNED_FORMS, 'form') }),
    }) satisfies Record<TUploadRegistrationPath, z.ZodType>,
);

export type TUploadTarget<P extends TUploadRegistrationPath> = z.input<(typeof ZUploadTargetSchemas)[P]>;

/**
 * sizeBytes: the size of what is stored, which for photos is the re-encoded image, not the picked file (the
 * uploader shows it, so it and the Documents page agree).
 */
export const ZRegisterUploadResponseSchema = lazySchema(() =>
  z.object({ id: z.uuid(), sizeBytes: z.number().int().nonnegative() }),
);
export type TRegisterUploadResponse = z.infer<typeof ZRegisterUploadResponseSchema>;

/** An editor image's answer also carries the stable address rich text embeds. */
export const ZRegisterEditorImageResponseSchema = lazySchema(() =>
  ZRegisterUploadResponseSchema.extend({ url: z.string().startsWith('/') }),
);
export type TRegisterEditorImageResponse = z.infer<typeof ZRegisterEditorImageResponseSchema>;

function registerUploadContract<const P extends TUploadRegistrationPath, Response extends z.ZodType>(
  path: P,
  response: Response,
) {
  return defineContract({
    method: 'POST',
    path: `/db/upload/${path}`,
    request: ZRegisterUploadBaseSchema.extend(ZUploadTargetSchemas[path].shape),
    response,
  });
}

/** The registration routes, one contract per target. */
export const registerUploadContracts = lazySchema(
  () =>
    ({
      exhibit: registerUploadContract('exhibit', ZRegisterUploadResponseSchema),
      'reusable-exhibit': registerUploadContract('reusable-exhibit', ZRegisterUploadResponseSchema),
      immigration: registerUploadContract('immigration', ZRegisterUploadResponseSchema),
      individual: registerUploadContract('individual', ZRegisterUploadResponseSchema),
      company: registerUploadContract('company', ZRegisterUploadResponseSchema),
      form: registerUploadContract('form', ZRegisterUploadResponseSchema),
      plymouth: registerUploadContract('plymouth', ZRegisterUploadResponseSchema),
      'editor-image': registerUploadContract('editor-image', ZRegisterEditorImageResponseSchema),
      'uscis-notice': registerUploadContract('uscis-notice', ZRegisterUploadResponseSchema),
      'signed-form': registerUploadContract('signed-form', ZRegisterUploadResponseSchema),
    }) as const satisfies Record<TUploadRegistrationPath, unknown>,
);

/** A registration body as the server reads it: the common fields and the target's (ids, types). */
export type TRegisterUploadBody = z.output<typeof ZRegisterUploadBaseSchema> & Readonly<Record<string, string | undefined>>;

export type TRegisterUploadRequest<P extends TUploadRegistrationPath> = z.input<(typeof registerUploadContracts)[P]['request']>;

// GET /db/download?id=[&variant=preview]

export const ZDownloadLinkRequestSchema = lazySchema(() =>
  z.object({
    id: idField(),
    /** 'preview': the JPEG rendition the server keeps of a HEIC photo. */
    variant: optional(z.literal('preview', { error: "must be 'preview'" })),
  }),
);
export type TDownloadLinkRequest = z.input<typeof ZDownloadLinkRequestSchema>;

export const ZDownloadLinkResponseSchema = lazySchema(() => z.object({ link: webUrl() }));
export type TDownloadLinkResponse = z.infer<typeof ZDownloadLinkResponseSchema>;

export const downloadLinkContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/db/download',
    request: ZDownloadLinkRequestSchema,
    response: ZDownloadLinkResponseSchema,
  }),
);
