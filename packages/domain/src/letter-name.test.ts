import { describe, expect, it } from 'vitest';
import { ZSaveLetterRequestSchema } from './contracts/letter-documents.ts';
import { FIELD_CONSTRAINT_MESSAGES } from './field-rules.ts';
import { LETTER_NAME_MAX, LETTER_NAME_TEXTS, letterNameError, letterNameSchema } from './letter-name.ts';

describe('a letter name (migration 0074)', () => {
  it('is trimmed, and refused blank, over 200 characters or on more than one line, with a sentence', () => {
    expect(letterNameSchema.parse('  Expert letter — Ada  ')).toBe('Expert letter — Ada');
    expect(letterNameError('   ')).toBe(LETTER_NAME_TEXTS.blank);
    expect(letterNameError(`${'é'.repeat(LETTER_NAME_MAX)}x`)).toBe(LETTER_NAME_TEXTS.tooLong);
    expect(letterNameError('Expert letter\nDraft')).toBe(LETTER_NAME_TEXTS.notOneLine);
    expect(letterNameError('Expert\tletter')).toBe(LETTER_NAME_TEXTS.notOneLine);
    expect(letterNameError('Expert\u0085letter')).toBe(LETTER_NAME_TEXTS.notOneLine);
  });

  it('counts characters as the database does: 200 emoji fit, and blanks around the bound do not count', () => {
    expect(letterNameError('📨'.repeat(LETTER_NAME_MAX))).toBeNull();
    expect(letterNameError(` ${'é'.repeat(LETTER_NAME_MAX)} `)).toBeNull();
  });

  it('is the save route’s rule, and each database check says the same sentence', () => {
    const saved = (name: unknown) =>
      ZSaveLetterRequestSchema.safeParse({ petitionId: '6f1c2b9e-8d4a-4c1e-9f3b-2a7d5e8c0b14', name, html: '<p>x</p>' });
    expect(saved('  Support letter ').data?.name).toBe('Support letter');
    expect(saved('Support\tletter').error?.issues[0]?.message).toBe(LETTER_NAME_TEXTS.notOneLine);
    expect(saved('📨'.repeat(LETTER_NAME_MAX)).success).toBe(true);
    expect(saved(undefined).error?.issues[0]?.message).toBe('is required');
    expect(FIELD_CONSTRAINT_MESSAGES.petition_letters_name_not_blank).toBe(LETTER_NAME_TEXTS.blank);
    expect(FIELD_CONSTRAINT_MESSAGES.petition_letters_name_length).toBe(LETTER_NAME_TEXTS.tooLong);
    expect(FIELD_CONSTRAINT_MESSAGES.petition_letters_name_one_line).toBe(LETTER_NAME_TEXTS.notOneLine);
  });
});
