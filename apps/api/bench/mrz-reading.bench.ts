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
import { DEFAULT_READING_LIMITS } from '../src/ocr/read-passport.ts';
import { summarize } from './measure.ts';
import { corpusAvailable, corpusImage, loadCorpus, MRZ_CORPUS_DIR, SCORED_FIELDS, scoreReading } from './mrz-corpus.ts';

/**
 * MRZ_BENCH_LOOSE=1 reads with the time limits quadrupled, as the accuracy test does: on a
 * machine others are loading, the route's limits cut attempts short and the score then
 * measures the load. Wall times are the route's only without it; CPU times are comparable either way.
 */
const LOOSE = process.env.MRZ_BENCH_LOOSE === '1';
const LIMITS = LOOSE
  ? { deadlineMs: DEFAULT_READING_LIMITS.deadlineMs * 4, recognitionTimeoutMs: DEFAULT_READING_LIMITS.recognitionTimeoutMs * 4 }
  : DEFAULT_READING_LIMITS;
/** MRZ_ENGINES=paddle or tesseract reads detected zones with that recogniser alone (the comparison in bench/README.md). */
const ENGINES = process.env.MRZ_ENGINES?.split(',').filter(
  (e): e is 'paddle' | 'tesseract' => e === 'paddle' || e === 'tesseract',
);
const OPTIONS = ENGINES?.length ? { ...LIMITS, engines: ENGINES } : LIMITS;

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

interface ImageResult {
  file: string;
  document: string;
  ms: number;
  /** CPU time of the whole process (OCR worker thread included): steadier than wall time on a shared machine. */
  cpuMs: number;
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
    const cpuBefore = process.cpuUsage();
    let fields: TPassportFields | null = null;
    let outcome = 'read';
    try {
      fields = (await readPassport(corpusImage(record), OPTIONS)).fields;
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    const ms = Math.round(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
    const score = scoreReading(record, fields);
    const correct = SCORED_FIELDS.filter((f) => score[f]);
    for (const f of correct) byField[f] += 1;
    const result = {
      file: record.file.replace(/^images\//, ''),
      document: record.document,
      ms,
      cpuMs,
      correctFields: correct.length,
      fullyCorrect: correct.length === SCORED_FIELDS.length,
      wrongFields: SCORED_FIELDS.filter((f) => !score[f]),
      outcome,
    };
    results.push(result);
    const wrong = result.wrongFields.length && fields ? `  wrong: ${result.wrongFields.join(', ')}` : '';
    console.log(
      `${result.file.padEnd(34)} ${String(ms).padStart(6)} ms ${String(cpuMs).padStart(6)} ms CPU  ${correct.length}/8  ${outcome}${wrong}`,
    );
  }
  const time = summarize(results.map((r) => r.ms));
  const cpuTime = summarize(results.map((r) => r.cpuMs));
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
  console.log(`CPU per image: p50 ${cpuTime.medianMs} ms, p95 ${cpuTime.p95Ms} ms, max ${cpuTime.maxMs} ms`);
  await mkdir(RESULTS_DIR, { recursive: true });
  const report = {
    at: new Date().toISOString(),
    limits: { ...LIMITS, loose: LOOSE },
    environment: { cpus: os.cpus().length, loadAverage1m: os.loadavg()[0], node: process.version },
    fullyCorrect: fully,
    images: results.length,
    byDocument,
    byField,
    time,
    cpuTime,
    results,
  };
  await writeFile(new URL('mrz-reading.json', `file://${RESULTS_DIR}`), `${JSON.stringify(report, null, 2)}\n`);
}

try {
  await main();
} finally {
  await terminateOcrWorker();
}
