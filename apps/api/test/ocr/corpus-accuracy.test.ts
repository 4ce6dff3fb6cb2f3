import { afterAll, describe, expect, it } from 'vitest';
import { readPassport, terminateOcrWorker } from '../../src/ocr/index.ts';
import { corpusAvailable, corpusImage, loadCorpus, MRZ_CORPUS_DIR, SCORED_FIELDS, scoreReading } from '../../bench/mrz-corpus.ts';
import { UNHURRIED_READING } from './unhurried-reading.ts';

afterAll(() => terminateOcrWorker());

/**
 * Measured on this corpus (32 specimen passports, ID cards and visas): FULLY_CORRECT_MEASURED
 * documents with all eight fields right (issue 34: text-line detection, PaddleOCR and tesseract
 * merged; 16 before). The floor leaves a small margin for OCR's sensitivity to the machine;
 * falling below it means reading broke. Timing is the benchmark's business.
 */
const FULLY_CORRECT_MEASURED = 28;
const MARGIN = 1;
describe.skipIf(!corpusAvailable())(`reading the MRZ corpus (${MRZ_CORPUS_DIR})`, () => {
  it('reads at least the measured number of documents fully correctly', async () => {
    let fullyCorrect = 0;
    const misses: string[] = [];
    for (const record of loadCorpus()) {
      const reading = await readPassport(corpusImage(record), UNHURRIED_READING).catch(() => null);
      const score = scoreReading(record, reading?.fields ?? null);
      const wrong = SCORED_FIELDS.filter((f) => !score[f]);
      if (wrong.length === 0) fullyCorrect += 1;
      else misses.push(`${record.file}: ${reading ? wrong.join(', ') : 'no zone'}`);
    }
    expect(fullyCorrect, misses.join('\n')).toBeGreaterThanOrEqual(FULLY_CORRECT_MEASURED - MARGIN);
  }, 600_000);
});
