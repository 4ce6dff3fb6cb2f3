import { describe, expect, it } from 'vitest';
import { ENUM_VALUE_PATTERN, UUID_PATTERN, humanizeCode, shortReference } from './display-labels.ts';

describe('humanizeCode', () => {
  it('turns slugs, enum values and camel case into a sentence-case label', () => {
    expect(humanizeCode('code-contributor-page')).toBe('Code contributor page');
    expect(humanizeCode('PENDING_DOCS')).toBe('Pending docs');
    expect(humanizeCode('visaClass')).toBe('Visa class');
    expect(humanizeCode('proposedUSSalary')).toBe('Proposed US salary');
    expect(humanizeCode('i129Data')).toBe('I129 data');
    expect(humanizeCode('  other ')).toBe('Other');
    expect(humanizeCode('')).toBe('');
  });
});

describe('shortReference', () => {
  it('shows the first eight hex digits, never the UUID', () => {
    const id = '0b9e3c1a-5d47-4c1e-9a52-3f1c2d4e5f60';
    expect(shortReference(id)).toBe('#0B9E3C1A');
    expect(UUID_PATTERN.test(shortReference(id))).toBe(false);
  });
});

describe('screen-text patterns', () => {
  it('find UUIDs and enum values, not ordinary words or form numbers', () => {
    expect(UUID_PATTERN.test('Petition 0b9e3c1a-5d47-4c1e-9a52-3f1c2d4e5f60 opened')).toBe(true);
    expect(UUID_PATTERN.test('Priya Sharma (#0B9E3C1A)')).toBe(false);
    expect(ENUM_VALUE_PATTERN.test('Status: PENDING_DOCS')).toBe(true);
    expect(ENUM_VALUE_PATTERN.test('Form CREDIT_CARD')).toBe(true);
    expect(ENUM_VALUE_PATTERN.test('Form I-129, O-1A, TN, USCIS')).toBe(false);
    expect(ENUM_VALUE_PATTERN.test('Pending Documents')).toBe(false);
  });
});
