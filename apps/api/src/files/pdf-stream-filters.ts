import { constants as zlibConstants, inflateSync } from 'node:zlib';

/**
 * Decodes a PDF stream's data through its filter chain, as a viewer does, for the raw scan of object
 * streams (pdf-raw-scan.ts). Only the filters writers use for objects: Flate (with PNG/TIFF
 * predictors), ASCIIHex, ASCII85 and RunLength, each under its abbreviation too. Anything else
 * (LZW, image codecs, encryption) answers null: the caller decides what an unreadable stream means.
 */

/** Thrown when a stage would produce more than the allowed bytes (a decompression bomb). */
export class StreamTooLargeError extends Error {
  constructor() {
    super('A stream decodes past the allowed size');
    this.name = 'StreamTooLargeError';
  }
}

const ALIASES: Readonly<Record<string, string>> = {
  Fl: 'FlateDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  RL: 'RunLengthDecode',
};

export interface FilterStage {
  name: string;
  /** Predictor and Columns of the stage's /DecodeParms (Flate only); 1 and 1 when absent. */
  predictor: number;
  columns: number;
  colors: number;
  bitsPerComponent: number;
}

/** Decodes `data` through `stages` in order; null when a stage is not supported or its data is corrupt. */
export function decodeStream(data: Buffer, stages: readonly FilterStage[], maxBytes: number): Buffer | null {
  let current = data;
  for (const stage of stages) {
    const name = ALIASES[stage.name] ?? stage.name;
    const decoded =
      name === 'FlateDecode'
        ? inflate(current, maxBytes)
        : name === 'ASCIIHexDecode'
          ? asciiHex(current)
          : name === 'ASCII85Decode'
            ? ascii85(current)
            : name === 'RunLengthDecode'
              ? runLength(current, maxBytes)
              : null;
    if (!decoded) return null;
    current = name === 'FlateDecode' ? unpredict(decoded, stage) : decoded;
    if (current.length > maxBytes) throw new StreamTooLargeError();
  }
  return current;
}

function inflate(data: Buffer, maxBytes: number): Buffer | null {
  try {
    // Sync flush: a truncated stream still yields what it holds, as viewers read it.
    return inflateSync(data, { maxOutputLength: maxBytes, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  } catch (error) {
    if (error instanceof RangeError) throw new StreamTooLargeError();
    return null;
  }
}

function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[^0-9a-f]/gi, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85(data: Buffer): Buffer | null {
  let text = data.toString('latin1').replace(/\s/g, '');
  if (text.startsWith('<~')) text = text.slice(2);
  const end = text.indexOf('~>');
  if (end >= 0) text = text.slice(0, end);
  const out: number[] = [];
  let group: number[] = [];
  const flush = (digits: number[]) => {
    let value = 0;
    for (const digit of digits) value = value * 85 + digit;
    const bytes = [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
    return bytes;
  };
  for (const char of text) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) return null;
    group.push(digit);
    if (group.length === 5) {
      out.push(...flush(group));
      group = [];
    }
  }
  if (group.length > 1) {
    const used = group.length - 1;
    while (group.length < 5) group.push(84);
    out.push(...flush(group).slice(0, used));
  }
  return Buffer.from(out);
}

function runLength(data: Buffer, maxBytes: number): Buffer | null {
  const out: Buffer[] = [];
  let total = 0;
  let index = 0;
  while (index < data.length) {
    const length = data[index]!;
    if (length === 128) break;
    if (length < 128) {
      out.push(data.subarray(index + 1, index + 2 + length));
      index += 2 + length;
      total += length + 1;
    } else {
      if (index + 1 >= data.length) break;
      out.push(Buffer.alloc(257 - length, data[index + 1]!));
      index += 2;
      total += 257 - length;
    }
    if (total > maxBytes) throw new StreamTooLargeError();
  }
  return Buffer.concat(out);
}

/** Undoes a Flate stage's predictor (PNG 10–15, TIFF 2): object streams may use them like xref streams. */
function unpredict(data: Buffer, stage: FilterStage): Buffer {
  if (stage.predictor < 2) return data;
  const pixelBytes = Math.max(1, Math.ceil((stage.colors * stage.bitsPerComponent) / 8));
  const rowBytes = Math.ceil((stage.columns * stage.colors * stage.bitsPerComponent) / 8);
  if (rowBytes <= 0) return data;
  if (stage.predictor === 2) {
    const out = Buffer.from(data);
    if (stage.bitsPerComponent !== 8) return out;
    for (let row = 0; row < out.length; row += rowBytes) {
      for (let i = row + pixelBytes; i < Math.min(row + rowBytes, out.length); i += 1)
        out[i] = (out[i]! + out[i - pixelBytes]!) & 0xff;
    }
    return out;
  }
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(rowBytes);
  for (let at = 0; at < data.length; at += rowBytes + 1) {
    const type = data[at]!;
    const row = Buffer.from(data.subarray(at + 1, at + 1 + rowBytes));
    for (let i = 0; i < row.length; i += 1) {
      const left = i >= pixelBytes ? row[i - pixelBytes]! : 0;
      const up = previous[i] ?? 0;
      const upLeft = i >= pixelBytes ? (previous[i - pixelBytes] ?? 0) : 0;
      const add = type === 1 ? left : type === 2 ? up : type === 3 ? (left + up) >> 1 : type === 4 ? paeth(left, up, upLeft) : 0;
      row[i] = (row[i]! + add) & 0xff;
    }
    rows.push(row);
    previous = row;
  }
  return Buffer.concat(rows);
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
}
