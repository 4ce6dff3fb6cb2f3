import { describe, expect, it } from 'vitest';
import { cameraAccept, renameCameraPhoto } from './camera-photo.ts';

describe('camera photos (issue 26)', () => {
  it('asks the camera for the photo types the uploader accepts', () => {
    expect(cameraAccept('beneficiary')).toBe('image/jpeg,image/png');
    expect(cameraAccept('employerOnboarding')).toBe('image/jpeg,image/png');
  });

  it('names a photo by when it was taken, keeping its type and bytes', async () => {
    const takenAt = new Date(2026, 10, 27, 9, 5, 7);
    const jpeg = renameCameraPhoto(new File(['abc'], 'image.jpg', { type: 'image/jpeg' }), takenAt);
    expect(jpeg.name).toBe('photo-2026-11-27-090507.jpg');
    expect(jpeg.type).toBe('image/jpeg');
    expect(await jpeg.text()).toBe('abc');
    // No extension: one from the type.
    expect(renameCameraPhoto(new File(['x'], 'capture', { type: 'image/png' }), takenAt).name).toBe(
      'photo-2026-11-27-090507.png',
    );
  });
});
