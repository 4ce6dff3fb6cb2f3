import {
  DRAWN_SIGNATURE_MAX,
  SIGNER_NAME_MAX,
  SIGNING_COMMENT_MAX,
  ZRequestChangesSchema,
  ZSignLetterSchema,
  ZVerifySigningCodeSchema,
} from '@app/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en/messages.ts';
import { messages as spanish } from '../../locales/es/messages.ts';
import { isSigningProblem, translateSigningProblems } from './signing-problems.ts';

/** The server's sentences for a request that breaks the contract, as validate-body.ts writes them ("<field> <predicate>"). */
function serverSentences(parsed: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (parsed.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')} ${issue.message}`);
}

const session = 'a-session';
const BROKEN = [
  ZSignLetterSchema.safeParse({ session, consent: true, style: 'typed', typedName: 'x'.repeat(SIGNER_NAME_MAX + 1) }),
  ZSignLetterSchema.safeParse({ session, consent: true, style: 'typed', typedName: '  ' }),
  ZSignLetterSchema.safeParse({ session, consent: true, style: 'drawn' }),
  ZSignLetterSchema.safeParse({ session, consent: true, style: 'drawn', drawnSignature: 'data:image/gif;base64,AAAA' }),
  ZSignLetterSchema.safeParse({ session, consent: true, style: 'drawn', drawnSignature: 'x'.repeat(DRAWN_SIGNATURE_MAX + 1) }),
  ZSignLetterSchema.safeParse({ session, consent: false, style: 'typed', typedName: 'Ana' }),
  ZRequestChangesSchema.safeParse({ session, comment: ' ' }),
  ZRequestChangesSchema.safeParse({ session, comment: 'x'.repeat(SIGNING_COMMENT_MAX + 1) }),
  ZVerifySigningCodeSchema.safeParse({ token: 't', code: '12' }),
  ZVerifySigningCodeSchema.safeParse({ token: 't' }),
];

describe('the signing contracts’ field checks in the page’s language', () => {
  const i18n = setupI18n({ locale: 'es', messages: { es: spanish, en: english } });

  it('has words for every check a signatory can break', () => {
    const sentences = BROKEN.flatMap(serverSentences);
    expect(sentences.length).toBeGreaterThanOrEqual(BROKEN.length);
    expect(sentences.filter((sentence) => !isSigningProblem(sentence))).toEqual([]);
  });

  it('words a too-long typed name in Spanish, with the domain’s limit', () => {
    expect(translateSigningProblems('typedName is too long', i18n)).toBe(
      `El nombre escrito es demasiado largo: use como máximo ${SIGNER_NAME_MAX} caracteres.`,
    );
  });

  it('words each of several problems, and leaves the server’s own (already translated) sentences as they are', () => {
    expect(translateSigningProblems('comment is required; comment is too long', i18n)).toBe(
      `Escriba qué debe cambiar. Su solicitud de cambios es demasiado larga: use como máximo ${SIGNING_COMMENT_MAX} caracteres.`,
    );
    expect(translateSigningProblems('Ese código no es correcto.', i18n)).toBe('Ese código no es correcto.');
  });

  it('reads the same in English, without the field’s code name', () => {
    i18n.activate('en');
    expect(translateSigningProblems('typedName is too long', i18n)).toBe(
      `Your typed name is too long: use at most ${SIGNER_NAME_MAX} characters.`,
    );
    i18n.activate('es');
  });
});
