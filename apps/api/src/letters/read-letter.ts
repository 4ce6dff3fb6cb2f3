import { LETTER_TYPES, type LetterType, type TLetterDetail } from '@app/domain';
import type pg from 'pg';

/** One stored version of a letter: the current one or one of earlier_versions. */
export interface StoredLetterVersion {
  version: number;
  html: string;
  savedAt: string;
  generationId: string | null;
  pdfFileId: string | null;
  docxFileId: string | null;
}

export interface StoredLetter {
  id: string;
  petitionId: string;
  name: string;
  letterType: LetterType | null;
  version: number;
  updatedAt: string;
  /** Oldest first; the last is the current version. */
  versions: StoredLetterVersion[];
}

interface LetterRow {
  id: string;
  petition_id: string;
  name: string;
  letter_type: string | null;
  version: number;
  content: string | null;
  final_file_id: string | null;
  docx_file_id: string | null;
  generation_id: string | null;
  updated_at: Date;
  earlier_versions: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function letterTypeOf(value: string | null): LetterType | null {
  return (LETTER_TYPES as readonly string[]).includes(value ?? '') ? (value as LetterType) : null;
}

function earlierVersions(value: unknown): StoredLetterVersion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Record<string, unknown>) =>
    typeof entry?.version === 'number'
      ? [
          {
            version: entry.version,
            html: text(entry.content) ?? '',
            savedAt: text(entry.savedAt) ?? '',
            generationId: text(entry.generationId),
            pdfFileId: text(entry.pdfFileId),
            docxFileId: text(entry.docxFileId),
          },
        ]
      : [],
  );
}

/** A letter with every version, as the signed-in user may read it (row-level security); undefined when not. */
export async function readLetter(client: pg.PoolClient, letterId: string): Promise<StoredLetter | undefined> {
  const { rows } = await client.query<LetterRow>(
    `select id, petition_id, name, letter_type, version, content, final_file_id, docx_file_id, generation_id,
            updated_at, earlier_versions
       from app_public.petition_letters where id = $1`,
    [letterId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const updatedAt = row.updated_at.toISOString();
  const current: StoredLetterVersion = {
    version: row.version,
    html: row.content ?? '',
    savedAt: updatedAt,
    generationId: row.generation_id,
    pdfFileId: row.final_file_id,
    docxFileId: row.docx_file_id,
  };
  return {
    id: row.id,
    petitionId: row.petition_id,
    name: row.name,
    letterType: letterTypeOf(row.letter_type),
    version: row.version,
    updatedAt,
    versions: [...earlierVersions(row.earlier_versions), current],
  };
}

/** The letter as the detail route answers it. */
export function letterDetail(letter: StoredLetter): TLetterDetail {
  const current = letter.versions[letter.versions.length - 1]!;
  return {
    id: letter.id,
    petitionId: letter.petitionId,
    name: letter.name,
    letterType: letter.letterType,
    version: letter.version,
    updatedAt: letter.updatedAt,
    html: current.html,
    generationId: current.generationId,
    versions: letter.versions.map(({ version, html, savedAt, generationId }) => ({ version, html, savedAt, generationId })),
  };
}
