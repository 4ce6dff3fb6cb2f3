import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text.ts';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, and accepts surrogate pairs and other scripts', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('x\uD800')).toBe(false);
    expect(isStorableText('\uDC00x')).toBe(false);
    expect(isStorableText('\uDC00\uD800')).toBe(false);
    expect(isStorableText('résumé 📄 履歴書 \u0001')).toBe(true);
  });

  it('finds the path of the bad string anywhere, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: [1, 'ok', { c: 'a\u0000' }] })).toEqual(['b', 2, 'c']);
    expect(findUnstorableText('\uD800')).toEqual([]);
    expect(findUnstorableText({ outer: { 'k\u0000': 1 } })).toEqual(['outer', 'k\uFFFD']);
    expect(findUnstorableText({ a: 'ok', n: 1, t: true, z: null })).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(100_000);
  });
});
