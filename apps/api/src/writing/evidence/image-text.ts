import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/**
 * OCR of scanned documents (letters, certificates, articles photographed or scanned) for the writer.
 * The passport reader in src/ocr keeps its worker tuned to machine-readable zones (a character
 * whitelist of A–Z, 0–9 and '<'), which would drop every lower-case letter of prose; this is a
 * general-text worker on the same installed English data (@tesseract.js-data/eng, nothing downloaded),
 * using the LSTM engine, one recognition at a time.
 */
const require = createRequire(import.meta.url);
const languageDataPath = () => path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

/** Larger scans are scaled down to this width first: enough for print-size text, and it bounds OCR time. */
const MAX_OCR_WIDTH = 2_000;
/** Images larger than this (in pixels) are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

let workerPromise: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  workerPromise ??= (async () => {
    const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: languageDataPath(), gzip: true, cacheMethod: 'none' });
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
    return worker;
  })().catch((error: unknown) => {
    workerPromise = null;
    throw error;
  });
  return workerPromise;
}

/** The text of a scanned image, lines kept; '' when nothing is readable. */
export function readImageText(image: Buffer): Promise<string> {
  const run = queue.then(async () => {
    const prepared = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_OCR_WIDTH, withoutEnlargement: true })
      .grayscale()
      .png()
      .toBuffer();
    const worker = await getWorker();
    const { data } = await worker.recognize(prepared);
    return data.text.replace(/[ \t]+\n/g, '\n').trim();
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Stops the worker (server shutdown, end of tests); a later reading starts a new one. */
export async function terminateImageTextReader(): Promise<void> {
  await queue;
  const pending = workerPromise;
  workerPromise = null;
  const worker = await pending?.catch(() => null);
  await worker?.terminate();
}
