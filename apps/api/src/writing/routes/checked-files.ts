import { createHash } from 'node:crypto';
import type { FileStorageConfig } from '../../config/index.ts';
import { checkUploadedBytes } from '../../files/validate-upload.ts';
import { uploadedFileEvidence } from '../evidence/gather-evidence.ts';
import type { EvidenceSource } from '../evidence/evidence-source.ts';
import type { ImageTextReader } from '../evidence/extract-text.ts';
import { fileEvidenceLabel } from '../tasks/letter-inputs.ts';
import type { FormFile } from './read-form.ts';

/**
 * Files sent with a request as evidence: each checked as the file service checks evidence uploads
 * (the builder's types: PDF, images, text, Markdown; the bytes decide, 415 otherwise; clamd when
 * configured), then its text
 * read, labelled by the field it came in ('Résumé: cv.pdf').
 */
export async function sentFileEvidence(
  files: readonly FormFile[],
  options: { maxBytes: number; virusScan?: FileStorageConfig['virusScan']; readImageText?: ImageTextReader },
): Promise<EvidenceSource[]> {
  const checked = [];
  for (const file of files) {
    const { mimeType, jpegPreview } = await checkUploadedBytes({
      bytes: file.bytes,
      name: file.name,
      claimedMimeType: file.claimedType,
      kind: 'builder',
      maxBytes: options.maxBytes,
      virusScan: options.virusScan,
    });
    checked.push({ file, mimeType, jpegPreview });
  }
  const evidence: EvidenceSource[] = [];
  for (const { file, mimeType, jpegPreview } of checked) {
    // A HEIC photo is read through its JPEG rendition, as the OCR reads stored ones.
    const source = await uploadedFileEvidence(jpegPreview ?? file.bytes, file.name, jpegPreview ? 'image/jpeg' : mimeType, {
      readImageText: options.readImageText,
    });
    evidence.push({
      ...source,
      label: fileEvidenceLabel(file.field, file.name),
      contentHash: createHash('sha256').update(file.bytes).digest('hex'),
    });
  }
  return evidence;
}
