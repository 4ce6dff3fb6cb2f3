import { SeededRandom } from '../random.ts';
import { makeFile, registeredFileKey } from '../factories/index.ts';
import { makeSampleFile, makeSamplePdf, SAMPLE_MIME_TYPES, sha256Hex, type SampleFileKind } from '../sample-files.ts';
import type { Row } from '../sql.ts';
import type { PetitionStatus } from '@app/domain';
import { TABLE_ORDER, type TableKey } from './tables.ts';

const SEED = 20_240_917;
export const DAY_MS = 86_400_000;

export interface BuildOptions {
  now: Date;
  fileBytes: ((kind: SampleFileKind, name: string) => Buffer) | undefined;
  checklistTaskIds: ReadonlyMap<string, string>;
}

/** A demo file's bytes, to be written to file storage under its key. */
export interface StoredDemoFile {
  storageKey: string;
  bytes: Buffer;
  contentType: string;
}

export interface DemoFileSpec {
  name: string;
  kind: SampleFileKind;
  ownerId: string;
  createdAt: string;
  title: string;
  lines?: string[];
}

/** Status history of the petitions, applied after they are inserted (see write.ts). */
export interface StatusHistory {
  /** Status changes after creation, per step: petitions walk PENDING_DOCS → … → their status. */
  statusSteps: { id: string; status: PetitionStatus }[][];
  /** When each status was reached (petition_status_changes.changed_at). */
  statusTimes: { petition_id: string; status: PetitionStatus; changed_at: string }[];
  /** Last activity per petition (petitions.updated_at). */
  petitionUpdatedAt: { id: string; updated_at: string }[];
}

/**
 * What every part of the demo story shares: the one seeded generator (its
 * sequence of draws is the demo's identity: parts must draw in the same order
 * on every run), the story's clock, and the rows collected per table.
 */
export interface DemoContext {
  rng: SeededRandom;
  options: BuildOptions;
  /** "Today" (UTC midnight) in epoch milliseconds. */
  today: number;
  /** An ISO timestamp `days` days before today, during office hours. */
  at(days: number, hour?: number): string;
  /** The date `days` days before today (YYYY-MM-DD). */
  dateOf(days: number): string;
  daysFromIso(iso: string): number;
  rows: Record<TableKey, Row[]>;
  add(table: TableKey, row: Row): void;
  /** Makes a small real file (PDF, PNG or JPEG), adds its row and queues its bytes; returns its id. */
  addFile(file: DemoFileSpec): string;
  storedFiles: StoredDemoFile[];
  history: StatusHistory;
}

export function createDemoContext(options: BuildOptions): DemoContext {
  const rng = new SeededRandom(SEED);
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  const rows = Object.fromEntries(TABLE_ORDER.map((table) => [table, [] as Row[]])) as Record<TableKey, Row[]>;
  const add = (table: TableKey, row: Row) => void rows[table].push(row);
  const storedFiles: StoredDemoFile[] = [];
  return {
    rng,
    options,
    today,
    at: (days, hour) =>
      new Date(today - days * DAY_MS + (hour ?? rng.int(14, 23)) * 3_600_000 + rng.int(0, 59) * 60_000).toISOString(),
    dateOf: (days) => new Date(today - days * DAY_MS).toISOString().slice(0, 10),
    daysFromIso: (iso) => Math.floor((today - Date.parse(iso)) / DAY_MS),
    rows,
    add,
    addFile: (file) => {
      const id = rng.uuid();
      const bytes = options.fileBytes
        ? options.fileBytes(file.kind, file.name)
        : file.kind === 'pdf'
          ? makeSamplePdf(file.title, file.lines)
          : makeSampleFile(file.kind, file.title);
      const storageKey = registeredFileKey(id);
      const contentType = SAMPLE_MIME_TYPES[file.kind];
      add(
        'files',
        makeFile({
          id,
          name: file.name,
          mime_type: contentType,
          size_bytes: bytes.length,
          storage_key: storageKey,
          sha256: sha256Hex(bytes),
          owner_id: file.ownerId,
          deleted: false,
          created_at: file.createdAt,
        }),
      );
      storedFiles.push({ storageKey, bytes, contentType });
      return id;
    },
    storedFiles,
    history: { statusSteps: [], statusTimes: [], petitionUpdatedAt: [] },
  };
}
