import convert from 'heic-convert';

/**
 * A JPEG rendition of a HEIC/HEIF photo (what iPhones send) for preview and
 * compilation; the original is kept as uploaded. Pure JS/wasm (libheif-js),
 * so nothing native is needed. Undefined when the image cannot be decoded.
 */
export async function heicToJpeg(bytes: Buffer): Promise<Buffer | undefined> {
  try {
    return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.85 }));
  } catch {
    return undefined;
  }
}
