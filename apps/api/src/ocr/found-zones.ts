/**
 * Zone readings and how they compete: the zones text-line detection finds
 * (detected-zones.ts) read by both recognisers and merged (zone-fusion.ts),
 * and the best reading of a set of OCR lines.
 */
import { readPrintedLines, readWithPaddle, zoneImageForTesseract, type DetectedAttempt } from './detected-zones.ts';
import { cleanOcrLine, parseOcrLines, type ParsedMrz } from './mrz-text.ts';
import { OcrTimeoutError, recogniseLines, type OcrLine } from './ocr-worker.ts';
import type { ReadingLimits } from './read-passport.ts';
import { vizText, type VizVerdict } from './viz-names.ts';
import { fuseReadings, type EngineLines, type FusedReading } from './zone-fusion.ts';

export type Rotation = 0 | 90 | 180 | 270;

export interface Found {
  parsed: ParsedMrz;
  ocrConfidence: number;
  rotation: Rotation;
  /** Merged from both recognisers' readings. */
  fused?: boolean;
  /** The engines disagreed on the names: what the printed names said of the spelling taken. */
  names?: VizVerdict;
}

/** Check digits first, then the recogniser's confidence: how readings of one kind compete. */
export function score(found: Found): number {
  return found.parsed.checkScore * 1000 + found.ocrConfidence;
}

/** The reading of OCR lines most check digits confirm; `exact` for paddle's lines (checkedCandidates). */
export function bestCandidate(lines: OcrLine[], rotation: Rotation, exact = false): Found | null {
  const read = lines.map((l) => ({ text: cleanOcrLine(l.text), confidence: l.confidence }));
  let best: Found | null = null;
  for (const parsed of parseOcrLines(
    read.map((l) => l.text),
    new Date(),
    { exact },
  )) {
    // Tesseract's confidence in the lines the zone came from.
    const confidences = read
      .filter((l) => l.text.length >= 24 && parsed.mrz.lines.some((z) => z.startsWith(l.text.slice(0, 8))))
      .map((l) => l.confidence);
    const ocrConfidence = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : 0;
    const found = { parsed, ocrConfidence, rotation };
    if (!best || score(found) > score(best)) best = found;
  }
  return best;
}

/**
 * Reads the zones text-line detection found (`attempts`, most likely first) with both recognisers and their
 * merge (zone-fusion.ts); the best reading by `rank` wins.
 */
export async function readDetectedZones(
  attempts: readonly DetectedAttempt[],
  started: number,
  limits: ReadingLimits,
): Promise<Found | null> {
  const engines = limits.engines ?? ['paddle', 'tesseract'];
  let best: Found | null = null;
  for (const [index, attempt] of attempts.entries()) {
    // Once one way up shows a zone, the other is not worth the time.
    if (best && (best as Found).rotation !== attempt.rotation) continue;
    // The most likely zone is always read, whatever the time allowed.
    if (index > 0 && Date.now() - started > limits.deadlineMs) break;
    const paddle = engines.includes('paddle') ? await readWithPaddle(attempt) : [];
    // Lines paddle reads as no zone at all (upside down, a caption) are not worth tesseract's time.
    const zoneLike = !engines.includes('paddle') || paddle.some((l) => cleanOcrLine(l.text).length >= 20);
    const tesseract =
      zoneLike && engines.includes('tesseract')
        ? await recogniseLines(await zoneImageForTesseract(attempt), 'block', limits.recognitionTimeoutMs).catch(
            (error: unknown) => {
              if (error instanceof OcrTimeoutError) return [];
              throw error;
            },
          )
        : [];
    const found = [bestCandidate(paddle, attempt.rotation, true), bestCandidate(tesseract, attempt.rotation)];
    let fusion: FusedReading[] = fuseReadings(engineLines(paddle), engineLines(tesseract));
    // Only a names line the engines disagree on is worth reading the rest of the page for.
    if (fusion.some((f) => f.names?.ambiguous) && engines.includes('paddle')) {
      const printed = vizText(await readPrintedLines(attempt));
      fusion = fuseReadings(engineLines(paddle), engineLines(tesseract), printed);
    }
    const fused = fusion.map((f) => ({
      parsed: f.parsed,
      ocrConfidence: f.confidence,
      rotation: attempt.rotation,
      fused: true,
      ...(f.names?.verdict ? { names: f.names.verdict } : {}),
    }));
    for (const candidate of [...fused, ...found]) {
      if (!candidate) continue;
      if (!best || rank(candidate) > rank(best)) best = candidate;
    }
    if (best?.parsed.checkScore === 1) break;
  }
  return best && best.names === 'unconfirmed' ? namesUncertain(best) : best;
}

/** Names the printed text did not confirm among the engines' spellings are not certain, whatever the check digits say. */
function namesUncertain(found: Found): Found {
  const fields = { ...found.parsed.mrz.fields };
  for (const key of ['surname', 'givenNames'] as const) {
    if (fields[key].confidence === 'high') fields[key] = { ...fields[key], confidence: 'medium' };
  }
  return { ...found, parsed: { ...found.parsed, mrz: { ...found.parsed.mrz, fields } } };
}

/**
 * More check digits first; then more fields certain (a known state code,
 * nothing guessed); then a merged reading (its names were cross-checked);
 * then fewer corrections; then the recognisers' confidence.
 */
function rank(found: Found): number {
  const certain = Object.values(found.parsed.mrz.fields).filter((f) => f.confidence === 'high').length;
  return (
    found.parsed.checkScore * 1_000_000 +
    certain * 10_000 +
    (found.fused ? 5000 : 0) -
    found.parsed.corrections * 100 +
    found.ocrConfidence
  );
}

function engineLines(lines: OcrLine[]): EngineLines {
  const text = lines.map((l) => cleanOcrLine(l.text));
  const confidence = lines.length ? lines.reduce((s, l) => s + l.confidence, 0) / lines.length : 0;
  return { lines: text, confidence };
}
