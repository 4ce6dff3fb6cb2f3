/**
 * Document reading on the MRZ corpus: accuracy by field and by document, and time
 * per image (p50/p95), reading one image after another as the route does. A report,
 * never a pass/fail timing test (the corpus accuracy test guards correctness).
 * Writes results/mrz-reading.json. See bench/README.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { TPassportFields } from '@app/domain';
import { readPassport, terminateOcrWorker } from '../src/ocr/index.ts';
import { summarize } from './measure.ts';
import { corpusAvailable, corpusImage, loadCorpus, MRZ_CORPUS_DIR, SCORED_FIELDS, scoreReading } from './mrz-corpus.ts';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

interface ImageResult {
  file: string;
  document: string;
  ms: number;
  correctFields: number;
  fullyCorrect: boolean;
  wrongFields: string[];
  outcome: string;
}

async function main(): Promise<void> {
  if (!corpusAvailable()) {
    console.log(`MRZ reading bench skipped: no corpus at ${MRZ_CORPUS_DIR}`);
    return;
  }
  const records = loadCorpus();
  // The first reading starts the OCR engine; that start is not a reading's time.
  await readPassport(corpusImage(records[0]!)).catch(() => undefined);
  const results: ImageResult[] = [];
  const byField = Object.fromEntries(SCORED_FIELDS.map((f) => [f, 0])) as Record<(typeof SCORED_FIELDS)[number], number>;
  for (const record of records) {
    const started = performance.now();
    let fields: TPassportFields | null = null;
    let outcome = 'read';
    try {
      fields = (await readPassport(corpusImage(record))).fields;
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    const ms = Math.round(performance.now() - started);
    const score = scoreReading(record, fields);
    const correct = SCORED_FIELDS.filter((f) => score[f]);
    for (const f of correct) byField[f] += 1;
    const result = {
      file: record.file.replace(/^images\//, ''),
      document: record.document,
      ms,
      correctFields: correct.length,
      fullyCorrect: correct.length === SCORED_FIELDS.length,
      wrongFields: SCORED_FIELDS.filter((f) => !score[f]),
      outcome,
    };
    results.push(result);
    const wrong = result.wrongFields.length && fields ? `  wrong: ${result.wrongFields.join(', ')}` : '';
    console.log(`${result.file.padEnd(34)} ${String(ms).padStart(6)} ms  ${correct.length}/8  ${outcome}${wrong}`);
  }
  const time = summarize(results.map((r) => r.ms));
  const fully = results.filter((r) => r.fullyCorrect).length;
  const byDocument: Record<string, { images: number; fullyCorrect: number }> = {};
  for (const r of results) {
    const kind = (byDocument[r.document.split(' ')[0]!] ??= { images: 0, fullyCorrect: 0 });
    kind.images += 1;
    if (r.fullyCorrect) kind.fullyCorrect += 1;
  }
  console.log(`\nFully correct (8/8): ${fully} of ${results.length}`);
  console.log('By format:', JSON.stringify(byDocument));
  console.log('By field (correct of', results.length, '):', JSON.stringify(byField));
  console.log(`Time per image: p50 ${time.medianMs} ms, p95 ${time.p95Ms} ms, max ${time.maxMs} ms`);
  await mkdir(RESULTS_DIR, { recursive: true });
  const report = {
    at: new Date().toISOString(),
    environment: { cpus: os.cpus().length, loadAverage1m: os.loadavg()[0], node: process.version },
    fullyCorrect: fully,
    images: results.length,
    byDocument,
    byField,
    time,
    results,
  };
  await writeFile(new URL('mrz-reading.json', `file://${RESULTS_DIR}`), `${JSON.stringify(report, null, 2)}\n`);
}

try {
  await main();
} finally {
  await terminateOcrWorker();
}
