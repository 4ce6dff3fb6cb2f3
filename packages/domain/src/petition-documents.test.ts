import { describe, expect, it } from 'vitest';
import { uploadedFormTypes } from './petition-documents.ts';

describe('uploadedFormTypes', () => {
  it('offers only the petition form the class files', () => {
    expect(uploadedFormTypes('eb_1a')).toEqual(['CREDIT_CARD', 'G28', 'I140', 'I907']);
    expect(uploadedFormTypes('eb_2_niw')).toEqual(['CREDIT_CARD', 'G28', 'I140', 'I907']);
    expect(uploadedFormTypes('o_1a')).toEqual(['CREDIT_CARD', 'G28', 'I129', 'I907']);
    expect(uploadedFormTypes('h_1b')).toEqual(['CREDIT_CARD', 'G28', 'I129', 'I907']);
  });

  it('offers both petition forms for a class the forms do not know', () => {
    expect(uploadedFormTypes('unknown')).toEqual(['CREDIT_CARD', 'G28', 'I129', 'I140', 'I907']);
  });
});
