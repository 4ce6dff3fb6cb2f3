import { describe, expect, it } from 'vitest';
import { eachFrameUntil } from './each-frame-until.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('eachFrameUntil', () => {
  it('tries on later frames until the attempt succeeds, then stops', async () => {
    let calls = 0;
    eachFrameUntil(() => {
      calls += 1;
      return calls === 3;
    }, 2000);
    expect(calls).toBe(0);
    await wait(300);
    expect(calls).toBe(3);
  });

  it('gives up once the time is over', async () => {
    let calls = 0;
    eachFrameUntil(() => {
      calls += 1;
      return false;
    }, 100);
    await wait(400);
    const afterDeadline = calls;
    expect(afterDeadline).toBeGreaterThan(1);
    await wait(200);
    expect(calls).toBe(afterDeadline);
  });
});
