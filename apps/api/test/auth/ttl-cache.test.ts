import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/auth/ttl-cache.ts';

describe('TtlCache', () => {
  it('never holds more than its bound, dropping the oldest insertion first', () => {
    const cache = new TtlCache<string, number>(60_000, 3);
    for (let i = 1; i <= 10; i++) cache.set(`token-${i}`, i);

    expect(cache.size).toBe(3);
    expect(cache.get('token-7')).toBeUndefined();
    expect([cache.get('token-8'), cache.get('token-9'), cache.get('token-10')]).toEqual([8, 9, 10]);
  });

  it('keeps a re-set key as the newest, so a token in use is not the next one dropped', () => {
    const cache = new TtlCache<string, number>(60_000, 2);
    cache.set('in-use', 1);
    cache.set('other', 2);
    cache.set('in-use', 3);
    cache.set('newcomer', 4);

    expect(cache.size).toBe(2);
    expect(cache.get('other')).toBeUndefined();
    expect(cache.get('in-use')).toBe(3);
  });

  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(1_000, 10, () => now);
    cache.set('token', 1);
    now = 999;
    expect(cache.get('token')).toBe(1);
    now = 1_000;
    expect(cache.get('token')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
