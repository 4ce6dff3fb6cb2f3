/**
 * Reads one text line with PaddleOCR's recognition model (paddle-models.ts).
 * The model knows thousands of characters; a zone has 37. Each step's
 * probabilities are folded onto the zone's characters (lower case onto upper,
 * chevron look-alikes onto '<') and the best of those is taken: the
 * whitelist, applied to the model's own scores rather than to its answer.
 */
import sharp from 'sharp';
import { paddleModels } from './paddle-models.ts';

/** The model's input height. */
const LINE_HEIGHT = 48;
/** A zone line is at most 44 characters: wider than this is not worth the time. */
const MAX_WIDTH = 1600;

const CHEVRONS = new Set(['<', '‹', '«', '《', '〈', '﹤', '＜', 'く', '⟨']);

/** The zone character a class of the model stands for, or null. */
function zoneChar(symbol: string): string | null {
  if (CHEVRONS.has(symbol)) return '<';
  const upper = symbol.normalize('NFKC').toUpperCase();
  return /^[A-Z0-9<]$/.test(upper) ? upper : null;
}

let folding: { classes: Int16Array; symbols: string[] } | null = null;

/** For each class of the model, the index of its zone character (0 = CTC blank, -1 = none). */
function fold(alphabet: readonly string[]): { classes: Int16Array; symbols: string[] } {
  if (folding) return folding;
  const symbols = ['', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<'];
  const classes = new Int16Array(alphabet.length + 1);
  classes[0] = 0;
  alphabet.forEach((symbol, i) => {
    const char = zoneChar(symbol);
    classes[i + 1] = char ? symbols.indexOf(char) : -1;
  });
  folding = { classes, symbols };
  return folding;
}

export interface RecognisedLine {
  text: string;
  /** Mean probability of the characters read, 0..100 (tesseract's scale). */
  confidence: number;
}

/** Recognises the single text line of an image (a crop around one line). */
export async function recogniseLine(image: Buffer): Promise<RecognisedLine> {
  const { recognition, alphabet, Tensor } = await paddleModels();
  const meta = await sharp(image).metadata();
  const width = Math.min(MAX_WIDTH, Math.max(LINE_HEIGHT, Math.round(((meta.width ?? 1) * LINE_HEIGHT) / (meta.height ?? 1))));
  const { data } = await sharp(image)
    .resize({ width, height: LINE_HEIGHT, fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const plane = width * LINE_HEIGHT;
  const channels = data.length / plane;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i += 1) {
    for (let c = 0; c < 3; c += 1) input[c * plane + i] = data[i * channels + Math.min(c, channels - 1)]! / 127.5 - 1;
  }
  const feeds = { [recognition.inputNames[0]!]: new Tensor('float32', input, [1, 3, LINE_HEIGHT, width]) };
  const output = (await recognition.run(feeds))[recognition.outputNames[0]!]!;
  const [, steps, classCount] = output.dims as [number, number, number];
  return decode(output.data as Float32Array, steps, classCount, fold(alphabet));
}

/** Greedy CTC decoding over the folded classes. */
function decode(
  probabilities: Float32Array,
  steps: number,
  classCount: number,
  { classes, symbols }: { classes: Int16Array; symbols: string[] },
): RecognisedLine {
  const folded = new Float32Array(symbols.length);
  let text = '';
  let previous = 0;
  let sum = 0;
  for (let t = 0; t < steps; t += 1) {
    folded.fill(0);
    const row = t * classCount;
    for (let k = 0; k < classCount; k += 1) {
      const target = classes[k] ?? -1;
      if (target >= 0) folded[target] = folded[target]! + probabilities[row + k]!;
    }
    let best = 0;
    let total = 0;
    for (let s = 0; s < folded.length; s += 1) {
      total += folded[s]!;
      if (folded[s]! > folded[best]!) best = s;
    }
    // A step the model gives to no zone character (a space, a stray mark) reads as nothing.
    if (1 - total > folded[best]!) best = 0;
    if (best !== 0 && best !== previous) {
      text += symbols[best];
      sum += folded[best]!;
    }
    previous = best;
  }
  return { text, confidence: text.length ? (sum / text.length) * 100 : 0 };
}
