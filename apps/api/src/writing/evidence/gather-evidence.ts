import { createHash } from 'node:crypto';
import { asUser } from '@app/db';
import type pg from 'pg';
import type { FileStorage } from '../../files/storage/file-storage.ts';
import type { EvidenceItem } from '../writing-types.ts';
import { numberEvidence, type EvidenceSource, type RecordEvidence, type StoredFileRef } from './evidence-source.ts';
import { extractText, FILE_TEXT_BUDGET, type ImageTextReader } from './extract-text.ts';
import { readImageText } from './image-text.ts';
import { entityEvidence, exhibitEvidence, moduleEvidence } from './record-evidence.ts';
import { userEvidence } from './user-evidence.ts';

export interface EvidenceGathererDeps {
  pool: pg.Pool;
  storage: FileStorage;
  /** Largest stored file read (the upload limit: nothing larger was ever accepted). */
  maxFileBytes: number;
  /** OCR for scanned images; default: the general-text reader of image-text.ts. */
  readImageText?: ImageTextReader;
}

/** The evidence of one record, numbered E1…, or null when the caller may not see it (routes answer 404). */
export interface EvidenceGatherer {
  forExhibit(userId: string, exhibitId: string): Promise<EvidenceItem[] | null>;
  forModule(userId: string, moduleId: string): Promise<EvidenceItem[] | null>;
  forEntity(userId: string, entityId: string): Promise<EvidenceItem[] | null>;
  /** A person's data, employments and CV files, for a bio. */
  forUser(userId: string, personId: string): Promise<EvidenceItem[] | null>;
}

/**
 * Reads a record's evidence as the caller: the database part in one asUser transaction (row-level
 * security applies), then the files' text outside it, so a long PDF or OCR never holds a connection.
 */
export function createEvidenceGatherer(deps: EvidenceGathererDeps): EvidenceGatherer {
  const gather = async (
    userId: string,
    read: (client: pg.PoolClient) => Promise<RecordEvidence | null>,
  ): Promise<EvidenceItem[] | null> => {
    const record = await asUser(deps.pool, userId, read);
    if (!record) return null;
    const fileItems: EvidenceSource[] = [];
    for (const file of record.files) {
      const item = await storedFileEvidence(deps, file);
      if (item) fileItems.push(item);
    }
    return numberEvidence([...record.items, ...fileItems]);
  };
  return {
    forExhibit: (userId, exhibitId) => gather(userId, (client) => exhibitEvidence(client, exhibitId)),
    forModule: (userId, moduleId) => gather(userId, (client) => moduleEvidence(client, moduleId)),
    forEntity: (userId, entityId) => gather(userId, (client) => entityEvidence(client, entityId)),
    forUser: (userId, personId) => gather(userId, (client) => userEvidence(client, personId)),
  };
}

/** A stored file as evidence: its text (cut to the per-file budget) and the sha256 of its bytes. Missing bytes: skipped. */
async function storedFileEvidence(deps: EvidenceGathererDeps, file: StoredFileRef): Promise<EvidenceSource | null> {
  const bytes = await deps.storage.read(file.storageKey, deps.maxFileBytes).catch(() => undefined);
  if (!bytes) return null;
  const extracted = await extractText(bytes, file, { readImageText: deps.readImageText ?? readImageText }).catch(() => null);
  return {
    kind: 'file',
    label: `File: ${file.name} (${file.linkedFrom})`,
    text: extracted?.text || `[No readable text in ${file.name}]`,
    fileId: file.id,
    contentHash: file.sha256 ?? sha256(bytes),
  };
}

/**
 * A file sent with a request (a letter's `docs[]`, a CV with a bio request): not stored, so no file id;
 * its sha256 identifies it in the provenance. Combine with other evidence through combineEvidence.
 */
export async function uploadedFileEvidence(
  bytes: Buffer,
  name: string,
  mimeType: string,
  options: { readImageText?: ImageTextReader; budget?: number } = {},
): Promise<EvidenceSource> {
  const extracted = await extractText(
    bytes,
    { name, mimeType },
    { budget: options.budget ?? FILE_TEXT_BUDGET, readImageText: options.readImageText ?? readImageText },
  );
  return {
    kind: 'file',
    label: `File: ${name} (sent with the request)`,
    text: extracted.text || `[No readable text in ${name}]`,
    fileId: null,
    contentHash: sha256(bytes),
  };
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
