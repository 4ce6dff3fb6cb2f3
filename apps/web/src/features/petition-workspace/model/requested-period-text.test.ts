import { describe, expect, it } from 'vitest';
import { formsPeriodText } from './requested-period-text.ts';

describe('formsPeriodText', () => {
  it('says the dates the forms print as people write them, and where they come from', () => {
    expect(formsPeriodText({ source: 'requested', start: '2027-01-04', end: '2030-01-03', pastOfferStart: null })).toBe(
      'The forms print 01/04/2027 to 01/03/2030 (the period requested here).',
    );
    expect(formsPeriodText({ source: 'offer', start: '2027-03-01', end: '2029-02-28', pastOfferStart: null })).toBe(
      "The forms print 03/01/2027 to 02/28/2029 (the employer's offer dates from onboarding).",
    );
  });

  it('says why an offer start already past is not printed', () => {
    const text = formsPeriodText({ source: 'offer', start: null, end: null, pastOfferStart: '2023-05-01' });
    expect(text).toContain("The offer's start, 05/01/2023, is past");
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
