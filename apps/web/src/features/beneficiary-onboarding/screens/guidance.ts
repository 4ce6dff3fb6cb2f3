import type { I18n, MessageDescriptor } from '@lingui/core';

/** Guidance texts of the upload screens (spec 3 §2.3), by onboarding exhibit type; catalogue entries (issue 36). */
export const SCREEN_GUIDANCE: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  ORIGINAL_CODE: /*i18n*/ { id: 'guidance.ORIGINAL_CODE', message: 'Upload at most 4 screenshots of your original code.' },
  PITCH_DECK: /*i18n*/ { id: 'guidance.PITCH_DECK', message: 'Upload a pitch deck of 4-10 slides.' },
  PAY_STUBS: /*i18n*/ { id: 'guidance.PAY_STUBS', message: 'Upload three consecutive pay stubs.' },
  ORIGINAL_CONTRIBUTION_EVIDENCE: /*i18n*/ {
    id: 'guidance.ORIGINAL_CONTRIBUTION_EVIDENCE',
    message: 'Upload 1-2 documents showing you are the author and 1-2 showing its adoption.',
  },
  AO_LETTER: /*i18n*/ {
    id: 'guidance.AO_LETTER',
    message: 'The advisory letter signatory should be U.S.-based, have 5-10 years of experience and no financial ties to you.',
  },
  ORG_CHART: /*i18n*/ { id: 'guidance.ORG_CHART', message: 'The org chart must fit on an 8.5 by 11 inch page.' },
};

/** The guidance of an exhibit type in the reader's language, if it has one. */
export function guidanceFor(i18n: I18n, type: string): string | undefined {
  const guidance = SCREEN_GUIDANCE[type];
  return guidance ? i18n._(guidance) : undefined;
}
