import { describe, expect, it } from 'vitest';
import { joinFullName, splitFullName } from './names.ts';

describe('splitFullName', () => {
  it('gives a single word as the first name with an empty last name and no middle name', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', middleName: null, lastName: '' });
  });

  it('takes the second of two words as the last name', () => {
    expect(splitFullName('Priya Sharma')).toEqual({ firstName: 'Priya', middleName: null, lastName: 'Sharma' });
  });

  it('takes the second of three words as the middle name and the third as the last name', () => {
    expect(splitFullName('John Ronald Tolkien')).toEqual({
      firstName: 'John',
      middleName: 'Ronald',
      lastName: 'Tolkien',
    });
  });

  it('keeps every word after the middle name in the last name', () => {
    expect(splitFullName('Maria Luisa de la Cruz')).toEqual({
      firstName: 'Maria',
      middleName: 'Luisa',
      lastName: 'de la Cruz',
    });
  });

  it('trims and collapses whitespace, tabs and newlines', () => {
    expect(splitFullName('  Mei \t  Ling\n Chen  ')).toEqual({ firstName: 'Mei', middleName: 'Ling', lastName: 'Chen' });
    expect(splitFullName('  Alex    Morgan ')).toEqual({ firstName: 'Alex', middleName: null, lastName: 'Morgan' });
  });

  it('gives empty parts for a blank or missing name', () => {
    const empty = { firstName: '', middleName: null, lastName: '' };
    expect(splitFullName('   ')).toEqual(empty);
    expect(splitFullName(null)).toEqual(empty);
    expect(splitFullName(undefined)).toEqual(empty);
  });
});

describe('joinFullName', () => {
  it('joins the parts and leaves blank ones out', () => {
    expect(joinFullName({ firstName: ' Priya ', middleName: '', lastName: 'Sharma' })).toBe('Priya Sharma');
    expect(joinFullName({ firstName: 'Maria', middleName: 'Luisa', lastName: 'de  la Cruz' })).toBe('Maria Luisa de la Cruz');
  });
});
