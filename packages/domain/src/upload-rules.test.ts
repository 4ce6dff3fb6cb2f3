import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UPLOAD_BYTES } from './constants.ts';
import {
  acceptedFormatNames,
  formatNamesOfExtensions,
  fileExtension,
  isAllowedUploadType,
  uploadAcceptAttribute,
  uploadFileProblem,
} from './upload-rules.ts';

describe('upload type rules (decisions CONST-022)', () => {
  it('builder and beneficiary uploads take images, PDF, plain text and Markdown', () => {
    for (const name of ['a.png', 'a.JPG', 'a.jpeg', 'a.heic', 'a.pdf', 'a.txt', 'a.md']) {
      expect(isAllowedUploadType('builder', { name }), name).toBe(true);
      expect(isAllowedUploadType('beneficiary', { name }), name).toBe(true);
    }
    expect(isAllowedUploadType('builder', { name: 'page.html', type: 'text/html' })).toBe(false);
    expect(isAllowedUploadType('builder', { name: 'run.exe' })).toBe(false);
  });

  it('employer onboarding takes pdf, jpg, jpeg, png, txt and html only', () => {
    expect(isAllowedUploadType('employerOnboarding', { name: 'fein.html', type: 'text/html' })).toBe(true);
    expect(isAllowedUploadType('employerOnboarding', { name: 'photo.heic' })).toBe(false);
    expect(isAllowedUploadType('employerOnboarding', { name: 'notes.md' })).toBe(false);
  });

  it('editor images take jpg, jpeg, png, webp and gif', () => {
    expect(isAllowedUploadType('editorImage', { name: 'x.webp', type: 'image/webp' })).toBe(true);
    expect(isAllowedUploadType('editorImage', { name: 'x.gif', type: 'image/gif' })).toBe(true);
    expect(isAllowedUploadType('editorImage', { name: 'x.pdf', type: 'application/pdf' })).toBe(false);
  });

  it('rejects a listed extension whose reported MIME type is not listed', () => {
    expect(isAllowedUploadType('builder', { name: 'fake.pdf', type: 'application/x-msdownload' })).toBe(false);
    expect(isAllowedUploadType('builder', { name: 'photo.heic', type: '' })).toBe(true);
    expect(isAllowedUploadType('builder', { name: 'notes.md', type: 'application/octet-stream' })).toBe(true);
  });

  it('builds an accept attribute from both lists', () => {
    const accept = uploadAcceptAttribute('editorImage').split(',');
    expect(accept).toContain('.webp');
    expect(accept).toContain('image/webp');
  });
});

describe('uploadFileProblem', () => {
  it('explains a wrong type and a file over the size limit', () => {
    expect(uploadFileProblem('builder', { name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(uploadFileProblem('builder', { name: 'a.zip' })).toMatch(/not an accepted file type/);
    expect(uploadFileProblem('builder', { name: 'a.pdf', size: DEFAULT_MAX_UPLOAD_BYTES + 1 })).toBe(
      '"a.pdf" is larger than 25 MB',
    );
  });
});

describe('fileExtension', () => {
  it('reads the last extension in lower case', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});

describe('acceptedFormatNames', () => {
  it('names each accepted format once, as people call it', () => {
    expect(acceptedFormatNames('beneficiary')).toBe('PNG, JPEG, HEIC, PDF, text, Markdown');
    expect(acceptedFormatNames('employerOnboarding')).toBe('PDF, JPEG, PNG, text, HTML');
    expect(acceptedFormatNames('editorImage')).toBe('JPEG, PNG, WebP, GIF');
  });
});

describe('formatNamesOfExtensions', () => {
  it('names a list of extensions as formats, each once, in the words it is given', () => {
    expect(formatNamesOfExtensions(['png', ' jpg', 'jpeg', 'txt', 'md', 'markdown'])).toBe('PNG, JPEG, text, Markdown');
    expect(formatNamesOfExtensions(['txt', 'pdf'], (format) => (format === 'text' ? 'texto' : format.toUpperCase()))).toBe(
      'texto, PDF',
    );
    expect(formatNamesOfExtensions(['exe'])).toBe('EXE');
  });
});
