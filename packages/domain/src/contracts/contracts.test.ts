import { describe, expect, it } from 'vitest';
import { cloneExhibitContract } from './exhibits.ts';
import {
  downloadLinkContract,
  registerUploadContracts,
  UPLOAD_REGISTRATION_PATHS,
  ZPresignedUploadRequestSchema,
  ZPresignedUploadResponseSchema,
} from './files.ts';
import { ZOcrResponseSchema } from './ocr.ts';
import { expressPath, restPath } from './rest-contract.ts';

const ID = '6F1C2B9E-8D4A-4C1E-9F3B-2A7D5E8C0B14';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`) ?? [];

describe('REST contracts', () => {
  it('phrase request problems as predicates after the field name', () => {
    expect(messages(ZPresignedUploadRequestSchema.safeParse({ contentType: '' }))).toEqual(['fileName is required']);
    expect(
      messages(ZPresignedUploadRequestSchema.safeParse({ fileName: ' ', contentType: 3, size: 1.5, uploader: 'x' })),
    ).toEqual([
      'fileName is required',
      'contentType must be a string',
      'size must be a whole number of bytes',
      'uploader is not a known uploader',
    ]);
  });

  it('read absent and null optional fields as not given, and lower-case ids', () => {
    expect(ZPresignedUploadRequestSchema.parse({ fileName: 'a.pdf', contentType: '', size: null })).toEqual({
      fileName: 'a.pdf',
      contentType: '',
      size: undefined,
      uploader: undefined,
    });
    const body = registerUploadContracts.exhibit.request.parse({
      s3Key: 'uploads/x',
      fileId: ID,
      name: 'a.pdf',
      mimeType: '',
      exhibitId: ID,
    });
    expect(body.fileId).toBe(ID.toLowerCase());
    expect(messages(registerUploadContracts.exhibit.request.safeParse({ s3Key: 'k', fileId: 'nope' }))).toEqual([
      'fileId must be an id',
      'name is required',
      'mimeType is required',
      'exhibitId is required',
    ]);
  });

  it('has a registration contract for every path, editor images included, on its own path', () => {
    expect(UPLOAD_REGISTRATION_PATHS).toContain('editor-image');
    for (const path of UPLOAD_REGISTRATION_PATHS) expect(registerUploadContracts[path].path).toBe(`/db/upload/${path}`);
    expect(registerUploadContracts['editor-image'].response.safeParse({ id: ID.toLowerCase() }).success).toBe(false);
    expect(
      registerUploadContracts['editor-image'].response.safeParse({
        id: ID.toLowerCase(),
        sizeBytes: 812,
        url: '/files/editor-images/x',
      }).success,
    ).toBe(true);
    // Every answer says the stored size (photos are re-encoded), which the uploader shows.
    expect(registerUploadContracts['exhibit'].response.safeParse({ id: ID.toLowerCase() }).success).toBe(false);
  });

  it('refuse answers that break the shape, and links that are not http(s)', () => {
    expect(ZPresignedUploadResponseSchema.safeParse({ uploadUrl: 'https://s3.test/u', fileId: 'f1', s3Key: 'k' }).success).toBe(
      false,
    );
    expect(downloadLinkContract.response.safeParse({ link: 'javascript:alert(1)' }).success).toBe(false);
    expect(downloadLinkContract.response.safeParse({ link: 'https://files.test/x?sig=1' }).success).toBe(true);
    expect(ZOcrResponseSchema.safeParse({ fields: {}, confidence: 2, mrz: {} }).success).toBe(false);
  });

  it('fill path placeholders for the client and name them for Express', () => {
    expect(restPath(cloneExhibitContract.path, { id: 'a/b' })).toBe('/exhibits/a%2Fb/clone');
    expect(() => restPath(cloneExhibitContract.path, {})).toThrow(/No value for \{id\}/);
    expect(expressPath(cloneExhibitContract.path)).toBe('/exhibits/:id/clone');
  });
});
