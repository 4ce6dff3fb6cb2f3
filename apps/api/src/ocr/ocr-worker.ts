import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * English data from the npm package @tesseract.js-data/eng (the 4.0.0 set,
 * which carries the legacy classifier as well as the LSTM): nothing is
 * fetched at run time. In Node, tesseract.js loads its wasm core with
 * require('tesseract.js-core/…'), also from node_modules.
 */
function languageDataPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

/** The characters a machine-readable zone may contain. */
const MRZ_WHITELIST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';

export interface OcrLine {
  text: string;
  /** Tesseract's confidence, 0..100. */
  confidence: number;
}

let workerPromise: Promise<Worker> | null = null;

async function startWorker(): Promise<Worker> {
  // The legacy (character-by-character) engine honours the whitelist strictly and
  // reads OCR-B's '<' fillers; the English LSTM turns runs of them into K and L.
  const worker = await createWorker('eng', OEM.TESSERACT_ONLY, {
    langPath: languageDataPath(),
    gzip: true,
    // Read the installed file every time; never write a copy into the working directory.
    cacheMethod: 'none',
  });
  await worker.setParameters({
    tessedit_char_whitelist: MRZ_WHITELIST,
    preserve_interword_spaces: '0',
    // Zones are dark on light; trying inverted text doubles the time spent on noise.
    tessedit_do_invert: '0',
    // Images come rescaled to a known width, without a meaningful resolution tag.
    user_defined_dpi: '300',
    // No adaptive learning from earlier images: a reading must not depend on what the worker read before.
    classify_enable_learning: '0',
  });
  return worker;
}

function getWorker(): Promise<Worker> {
  if (!workerPromise) {
    workerPromise = startWorker().catch((error: unknown) => {
      workerPromise = null;
      throw error;
    });
  }
  return workerPromise;
}

/**
 * One worker runs one recognition at a time; callers queue here, so a burst
 * of requests waits instead of piling jobs (and images) into the worker.
 */
const MAX_WAITING = 32;
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

export class OcrBusyError extends Error {
  constructor() {
    super('The passport reader is busy; try again shortly');
    this.name = 'OcrBusyError';
  }
}

function serialise<T>(task: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_WAITING) return Promise.reject(new OcrBusyError());
  waiting += 1;
  const run = queue.then(task, task);
  queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run.finally(() => {
    waiting -= 1;
  });
}

/**
 * Readings the reader takes at once: one reads, the others wait their turn.
 * A reading holds the worker from its first recognition to its last, so its
 * time limit counts from its own start and not from a queue shared with other
 * readings' attempts; beyond this many, a request is told to come back
 * (OcrBusyError, a 503 with Retry-After) instead of waiting behind a queue
 * that would outlast its client.
 */
export const MAX_READINGS = 4;
let readings: Promise<unknown> = Promise.resolve();
let admitted = 0;

export function withReadingSlot<T>(reading: () => Promise<T>): Promise<T> {
  if (admitted >= MAX_READINGS) return Promise.reject(new OcrBusyError());
  admitted += 1;
  const run = readings.then(reading, reading);
  readings = run.then(
    () => undefined,
    () => undefined,
  );
  return run.finally(() => {
    admitted -= 1;
  });
}

/**
 * Longest one recognition may take. Tesseract sometimes spends a minute on a
 * crop full of texture; a zone crop is read in well under a second on an idle machine. The job cannot
 * be cancelled, so the worker is stopped and the next reading starts a new one.
 */
export const RECOGNITION_TIMEOUT_MS = 4000;

export class OcrTimeoutError extends Error {
  constructor() {
    super('Text recognition took too long');
    this.name = 'OcrTimeoutError';
  }
}

async function recogniseWithin(worker: Worker, image: Buffer, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeoutError()), timeoutMs);
  });
  try {
    return await Promise.race([worker.recognize(image, {}, { text: true, blocks: true }), timeout]);
  } catch (error) {
    if (error instanceof OcrTimeoutError) {
      workerPromise = null;
      await worker.terminate().catch(() => undefined);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Recognises the text lines of a (preprocessed) image: 'block' for a crop
 * holding just the zone (a block of uniform text), 'page' for a whole page.
 * Throws OcrTimeoutError when it takes longer than `timeoutMs`.
 */
export function recogniseLines(image: Buffer, layout: 'block' | 'page', timeoutMs = RECOGNITION_TIMEOUT_MS): Promise<OcrLine[]> {
  return serialise(async () => {
    const worker = await getWorker();
    await worker.setParameters({ tessedit_pageseg_mode: layout === 'block' ? PSM.SINGLE_BLOCK : PSM.AUTO });
    const { data } = await recogniseWithin(worker, image, timeoutMs);
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) lines.push({ text: line.text, confidence: line.confidence });
      }
    }
    if (lines.length === 0 && data.text) {
      for (const text of data.text.split('\n')) lines.push({ text, confidence: data.confidence });
    }
    return lines;
  });
}

/**
 * Stops the shared worker (server shutdown, end of tests) once the running
 * recognition ends. A later reading starts a new one.
 */
export async function terminateOcrWorker(): Promise<void> {
  await queue;
  const pending = workerPromise;
  workerPromise = null;
  if (!pending) return;
  const worker = await pending.catch(() => null);
  await worker?.terminate();
}
