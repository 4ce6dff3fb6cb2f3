import { SIGNER_NAME_MAX, SIGNING_CODE_LENGTH, SIGNING_COMMENT_MAX } from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';

/*
 * The signing contracts' field checks (packages/domain signature-requests.ts: ZSignLetterSchema, ZRequestChangesSchema,
 * ZVerifySigningCodeSchema) stay once, in English, in the domain; the server refuses a request that breaks one with
 * "<field> <predicate>" (apps/api/src/http/validate-body.ts), several joined by "; ". The signatory reads each in the
 * page's language and in their own words, never a field's code name. Keyed by the server's exact sentence;
 * signing-problems.test.ts holds every check a signatory can break to an entry here.
 */
const PROBLEMS: Readonly<Record<string, MessageDescriptor>> = {
  'typedName is too long': /*i18n*/ {
    id: 'signing.problem.typedNameTooLong',
    message: 'Your typed name is too long: use at most {max} characters.',
  },
  'typedName is required': /*i18n*/ {
    id: 'signing.problem.typedNameRequired',
    message: 'Type your full name as your signature.',
  },
  'drawnSignature is required': /*i18n*/ {
    id: 'signing.problem.drawingRequired',
    message: 'Draw your signature in the box.',
  },
  'drawnSignature is too large': /*i18n*/ {
    id: 'signing.problem.drawingTooLarge',
    message: 'Your drawing is too large to send. Clear it and draw your signature again.',
  },
  'drawnSignature must be a drawn signature': /*i18n*/ {
    id: 'signing.problem.drawingUnreadable',
    message: 'Your drawing could not be read. Clear it and draw your signature again.',
  },
  'consent must be given before signing': /*i18n*/ {
    id: 'signing.problem.consent',
    message: 'Tick the box to agree to sign electronically, then sign.',
  },
  'comment is required': /*i18n*/ { id: 'signing.problem.commentRequired', message: 'Write what should change.' },
  'comment is too long': /*i18n*/ {
    id: 'signing.problem.commentTooLong',
    message: 'Your request for changes is too long: use at most {max} characters.',
  },
  'code is required': /*i18n*/ { id: 'signing.problem.code', message: 'Enter the {length}-digit code from the e-mail.' },
  [`code must be the ${SIGNING_CODE_LENGTH}-digit code`]: /*i18n*/ {
    id: 'signing.problem.code',
    message: 'Enter the {length}-digit code from the e-mail.',
  },
};

/** The numbers the sentences name: the domain's limits, so a changed limit reads right in every language. */
const VALUES = { max: 0, length: SIGNING_CODE_LENGTH };
const MAXIMA: Readonly<Record<string, number>> = {
  'signing.problem.typedNameTooLong': SIGNER_NAME_MAX,
  'signing.problem.commentTooLong': SIGNING_COMMENT_MAX,
};

/** Whether the page has its own words for this sentence of the server's (tests). */
export function isSigningProblem(sentence: string): boolean {
  return sentence in PROBLEMS;
}

/**
 * A refusal of the signing routes in the page's language: each field check the page knows in its words; any other
 * sentence as the server wrote it (the server writes its own refusals in the page's language already).
 */
export function translateSigningProblems(serverMessage: string, i18n: I18n): string {
  const sentences = serverMessage.split('; ');
  if (!sentences.some(isSigningProblem)) return serverMessage;
  const words = sentences.map((sentence) => {
    const descriptor = PROBLEMS[sentence];
    if (!descriptor) return sentence;
    const values = { ...VALUES, max: MAXIMA[descriptor.id ?? ''] ?? 0 };
    return i18n._({ ...descriptor, values });
  });
  return [...new Set(words)].join(' ');
}
