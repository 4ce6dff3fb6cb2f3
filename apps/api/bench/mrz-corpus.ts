/**
 * The MRZ development corpus (`../shared/corpus/mrz/` beside the repository: specimen
 * images with transcribed, check-digit-verified zones) and how a reading is scored
 * against it. Shared by the reading benchmark and the corpus accuracy test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TPassportFields } from '@app/domain';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MRZ_CORPUS_DIR = path.resolve(REPO_ROOT, '../shared/corpus/mrz');

export interface CorpusRecord {
  file: string;
  document: string;
  mrz_lines: string[];
  fields: {
    document_code: string;
    issuing_state: string;
    surname: string;
    given_names: string;
    document_number: string;
    nationality: string;
    birth_date: string;
    sex: string;
    expiry_date: string;
    format: string;
  };
}

/** The eight fields every format carries, as the issue measures them. */
export const SCORED_FIELDS = [
  'documentNumber',
  'surname',
  'givenNames',
  'nationality',
  'issuingState',
  'birthDate',
  'sex',
  'expiryDate',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export function corpusAvailable(): boolean {
  return existsSync(path.join(MRZ_CORPUS_DIR, 'ground_truth.json'));
}

export function loadCorpus(): CorpusRecord[] {
  const raw = JSON.parse(readFileSync(path.join(MRZ_CORPUS_DIR, 'ground_truth.json'), 'utf8')) as {
    records: CorpusRecord[];
  };
  return raw.records;
}

export function corpusImage(record: CorpusRecord): Buffer {
  return readFileSync(path.join(MRZ_CORPUS_DIR, record.file));
}

/** YYYY-MM-DD → YYMMDD (the zone's own form, so the century guess does not count). */
const zoneDate = (iso: string | null) => (iso ? iso.slice(2).replace(/-/g, '') : null);
const spaced = (value: string) => value.replace(/</g, ' ').replace(/\s+/g, ' ').trim();

/** Which of the eight fields a reading got right (null reading: none). */
export function scoreReading(record: CorpusRecord, fields: TPassportFields | null): Record<ScoredField, boolean> {
  const truth = record.fields;
  const given = fields ? [fields.givenName, fields.middleName].filter(Boolean).join(' ') : '';
  const sex = fields?.sex === 'X' ? '<' : fields?.sex;
  return {
    documentNumber: fields?.passportNumber === truth.document_number.replace(/</g, ''),
    surname: fields?.surname === spaced(truth.surname),
    givenNames: given === spaced(truth.given_names),
    nationality: fields?.nationality === truth.nationality.replace(/</g, ''),
    issuingState: fields?.countryOfIssue === truth.issuing_state.replace(/</g, ''),
    birthDate: zoneDate(fields?.dateOfBirth ?? null) === truth.birth_date,
    sex: sex === truth.sex,
    expiryDate: zoneDate(fields?.expirationDate ?? null) === truth.expiry_date,
  };
}
