import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { NoMrzFoundError, OcrBusyError, readPassport, terminateOcrWorker } from '../../src/ocr/index.ts';
import { MAX_READINGS } from '../../src/ocr/ocr-worker.ts';

afterAll(() => terminateOcrWorker());

describe('reading slots', () => {
  it('turns away readings beyond the bound at once, and takes new ones when the queue drains', async () => {
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const outcomes = await Promise.allSettled(Array.from({ length: MAX_READINGS + 3 }, () => readPassport(blank)));
    const busy = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof OcrBusyError);
    const read = outcomes.filter((o) => o.status === 'rejected' && o.reason instanceof NoMrzFoundError);
    expect(busy).toHaveLength(3);
    expect(read).toHaveLength(MAX_READINGS);
    // The queue is free again: the next reading is read, not refused.
    await expect(readPassport(blank)).rejects.toBeInstanceOf(NoMrzFoundError);
  });
});
