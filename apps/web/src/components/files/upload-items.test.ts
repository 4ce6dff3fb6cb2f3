import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';
import { shownSizeBytes } from './upload-items.ts';

const photo = new File([new Uint8Array(157 * 1024)], 'photo.jpg', { type: 'image/jpeg' });

describe('shownSizeBytes', () => {
  it("shows the stored size once uploaded (the re-encoded photo's, as the Documents page does)", () => {
    const uploaded = { id: 'f', name: 'photo.jpg', mimeType: 'image/jpeg', sizeBytes: 49 * 1024 };
    expect(formatFileSize(shownSizeBytes({ file: photo, uploaded }))).toBe('49 KB');
  });

  it('shows the picked file while it uploads', () => {
    expect(formatFileSize(shownSizeBytes({ file: photo }))).toBe('157 KB');
  });
});
