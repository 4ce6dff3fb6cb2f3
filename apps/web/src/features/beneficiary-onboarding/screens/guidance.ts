/** Guidance texts of the upload screens (spec 3 §2.3), by onboarding exhibit type. */
export const SCREEN_GUIDANCE: Readonly<Partial<Record<string, string>>> = {
  ORIGINAL_CODE: 'Upload at most 4 screenshots of your original code.',
  PITCH_DECK: 'Upload a pitch deck of 4-10 slides.',
  PAY_STUBS: 'Upload three consecutive pay stubs.',
  ORIGINAL_CONTRIBUTION_EVIDENCE: 'Upload 1-2 documents showing you are the author and 1-2 showing its adoption.',
  AO_LETTER: 'The advisory letter signatory should be U.S.-based, have 5-10 years of experience and no financial ties to you.',
  ORG_CHART: 'The org chart must fit on an 8.5 by 11 inch page.',
};
