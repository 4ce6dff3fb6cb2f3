import { describe, expect, it } from 'vitest';
import { fileExtension } from '@app/domain';
import { baseMimeType, blobTypeOf, previewKind } from './preview-kind.ts';

describe('previewKind', () => {
  it('shows PDFs in a frame (DLG-011)', () => {
    expect(previewKind({ name: 'letter.pdf', mimeType: 'application/pdf' })).toBe('pdf');
    expect(previewKind({ name: 'letter', mimeType: 'application/PDF' })).toBe('pdf');
  });

  it('shows png, jpeg and jpg as an image (DLG-012)', () => {
    expect(previewKind({ name: 'a.png', mimeType: 'image/png' })).toBe('image');
    expect(previewKind({ name: 'a.jpeg', mimeType: 'image/jpeg' })).toBe('image');
    expect(previewKind({ name: 'a.jpg', mimeType: 'image/jpg' })).toBe('image');
  });

  it('shows text, html and markdown as text (DLG-013)', () => {
    expect(previewKind({ name: 'notes.txt', mimeType: 'text/plain; charset=utf-8' })).toBe('text');
    expect(previewKind({ name: 'page.html', mimeType: 'text/html' })).toBe('text');
    expect(previewKind({ name: 'README.md', mimeType: 'text/markdown' })).toBe('text');
    expect(previewKind({ name: 'README.md', mimeType: 'text/x-markdown' })).toBe('text');
  });

  it('offers any other type as a download (DLG-014)', () => {
    expect(previewKind({ name: 'sheet.xlsx', mimeType: 'application/vnd.ms-excel' })).toBe('other');
    expect(previewKind({ name: 'logo.svg', mimeType: 'image/svg+xml' })).toBe('other');
    expect(previewKind({ name: 'data.bin', mimeType: 'application/octet-stream' })).toBe('other');
    expect(previewKind({ name: 'noextension', mimeType: '' })).toBe('other');
  });

  it('lets a known type win over the extension, and the extension decide for generic types', () => {
    expect(previewKind({ name: 'page.pdf', mimeType: 'text/html' })).toBe('text');
    expect(previewKind({ name: 'evil.png', mimeType: 'image/svg+xml' })).toBe('other');
    expect(previewKind({ name: 'scan.PDF', mimeType: 'application/octet-stream' })).toBe('pdf');
    expect(previewKind({ name: 'photo.JPG', mimeType: '' })).toBe('image');
  });

  it('recognises HEIC photos by type or by name', () => {
    expect(previewKind({ name: 'IMG_1.heic', mimeType: 'image/heic' })).toBe('heic');
    expect(previewKind({ name: 'IMG_1', mimeType: 'image/heif' })).toBe('heic');
    expect(previewKind({ name: 'IMG_1.HEIC', mimeType: 'application/octet-stream' })).toBe('heic');
  });
});

describe('helpers', () => {
  it('normalises types and extensions', () => {
    expect(baseMimeType(' Text/HTML ; charset=utf-8')).toBe('text/html');
    expect(fileExtension('a.b.Tar.GZ')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });

  it('types blobs by kind, never by the response', () => {
    expect(blobTypeOf('pdf', 'text/html')).toBe('application/pdf');
    expect(blobTypeOf('heic', 'image/heic')).toBe('image/jpeg');
    expect(blobTypeOf('image', 'image/png')).toBe('image/png');
    expect(blobTypeOf('image', 'image/jpg')).toBe('image/jpeg');
    expect(blobTypeOf('text', 'text/html')).toBe('text/plain');
  });
});
