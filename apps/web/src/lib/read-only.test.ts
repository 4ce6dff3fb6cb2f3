import { describe, expect, it } from 'vitest';
import { isReadOnlySearch, withReadOnly } from './read-only.ts';

describe('read-only navigation helper', () => {
  it('reads readOnly=true only', () => {
    expect(isReadOnlySearch('?readOnly=true')).toBe(true);
    expect(isReadOnlySearch('?x=1&readOnly=true')).toBe(true);
    expect(isReadOnlySearch('?readOnly=false')).toBe(false);
    expect(isReadOnlySearch('')).toBe(false);
  });

  it('adds readOnly=true to in-app targets while read-only, keeping query and hash', () => {
    expect(withReadOnly('/docs', true)).toBe('/docs?readOnly=true');
    expect(withReadOnly('/admin/petition-builder?x=1', true)).toBe('/admin/petition-builder?x=1&readOnly=true');
    expect(withReadOnly('/docs?readOnly=true', true)).toBe('/docs?readOnly=true');
    expect(withReadOnly('/onboarding/beneficiary#top', true)).toBe('/onboarding/beneficiary?readOnly=true#top');
  });

  it('leaves targets alone when not read-only, and never touches other origins', () => {
    expect(withReadOnly('/docs', false)).toBe('/docs');
    expect(withReadOnly('https://help.example/x', true)).toBe('https://help.example/x');
    expect(withReadOnly('//evil.example/x', true)).toBe('//evil.example/x');
  });
});
