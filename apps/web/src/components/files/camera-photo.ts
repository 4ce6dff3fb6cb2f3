import { fileExtension, UPLOAD_TYPE_RULES, type UploaderKind } from '@app/domain';

/** Photos a phone camera takes: JPEG, or PNG on some Android phones (issue 26). */
const CAMERA_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * The `accept` value of the uploader's "Take a photo" input, or null when the uploader takes no camera
 * photos (its rule accepts neither JPEG nor PNG).
 */
export function cameraAccept(kind: UploaderKind): string | null {
  const accepted = CAMERA_MIME_TYPES.filter((type) => UPLOAD_TYPE_RULES[kind].mimeTypes.includes(type));
  return accepted.length > 0 ? accepted.join(',') : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A camera photo under a name of its own, `photo-YYYY-MM-DD-HHMMSS.jpg` (local time): phones name every
 * capture alike (iOS: image.jpg), and the uploader refuses a second file of the same name.
 */
export function renameCameraPhoto(photo: File, takenAt: Date): File {
  const extension = fileExtension(photo.name) || (photo.type === 'image/png' ? 'png' : 'jpg');
  const stamp =
    `${takenAt.getFullYear()}-${pad(takenAt.getMonth() + 1)}-${pad(takenAt.getDate())}-` +
    `${pad(takenAt.getHours())}${pad(takenAt.getMinutes())}${pad(takenAt.getSeconds())}`;
  return new File([photo], `photo-${stamp}.${extension}`, { type: photo.type, lastModified: photo.lastModified });
}
