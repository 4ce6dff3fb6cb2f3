import { describe, expect, it } from 'vitest';
import { editorImagesOf } from './editor-image-upload.ts';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('editorImagesOf', () => {
  it('takes jpg, jpeg, png, webp and gif files', () => {
    const images = [
      file('a.jpg', 'image/jpeg'),
      file('b.JPEG', 'image/jpeg'),
      file('c.png', 'image/png'),
      file('d.webp', 'image/webp'),
      file('e.gif', 'image/gif'),
    ];
    expect(editorImagesOf(images)).toEqual(images);
  });

  it('refuses the whole drop when any file is not an image it accepts', () => {
    expect(editorImagesOf([file('a.png', 'image/png'), file('notes.pdf', 'application/pdf')])).toEqual([]);
    expect(editorImagesOf([file('photo.heic', 'image/heic')])).toEqual([]);
    expect(editorImagesOf([file('fake.png', 'text/html')])).toEqual([]);
    expect(editorImagesOf([])).toEqual([]);
    expect(editorImagesOf(null)).toEqual([]);
  });
});
