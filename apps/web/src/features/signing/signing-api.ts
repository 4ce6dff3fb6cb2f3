import {
  declineSigningContract,
  openSigningLinkContract,
  requestChangesContract,
  signingDocumentContract,
  signLetterContract,
  verifySigningCodeContract,
  type Locale,
  type TSignLetter,
} from '@app/domain';
import type { I18n } from '@lingui/core';
import { RestError, callRest } from '@/lib/rest-client.ts';
import { translateSigningProblems } from './signing-problems.ts';

/**
 * The page's language, sent as Accept-Language with every call: the server words its refusals, the consent and whom
 * to write to in it (the browser's own list would name the browser's language, not the one the page shows). Set by
 * signing-language.tsx whenever the page changes language.
 */
let pageLanguage: Locale = 'en';
export function setSigningApiLanguage(locale: Locale): void {
  pageLanguage = locale;
}
const headers = () => ({ 'accept-language': pageLanguage });

/**
 * The signatory's calls (issue 32). No account and no bearer token: the link's token, then the session the
 * e-mailed code opens, travel in the request bodies (never in an address a log or a Referer could keep).
 */
/** Opening e-mails a code in `locale`, the language the page shows (the signatory's portal language wins on the server). */
export const openLink = (token: string, locale: Locale) =>
  callRest(openSigningLinkContract, { request: { token, locale }, headers: headers() });
export const verifyCode = (token: string, code: string) =>
  callRest(verifySigningCodeContract, { request: { token, code }, headers: headers() });
export const readDocument = (session: string) => callRest(signingDocumentContract, { request: { session }, headers: headers() });
export const requestChanges = (session: string, comment: string) =>
  callRest(requestChangesContract, { request: { session, comment }, headers: headers() });
export const decline = (session: string) => callRest(declineSigningContract, { request: { session }, headers: headers() });
export const sign = (request: TSignLetter) => callRest(signLetterContract, { request, headers: headers() });

/** The signed PDF as a blob (POST, so the session stays out of the address). */
export async function signedCopy(session: string): Promise<Blob> {
  const response = await fetch('/signing/signed-copy', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers() },
    body: JSON.stringify({ session }),
  });
  if (!response.ok) throw new RestError('refused', response.status, 'The signed copy could not be downloaded');
  return response.blob();
}

/** The server's sentence for a refusal, or a general one in the page's language. */
export function reasonOf(error: unknown, i18n: I18n): string {
  if (error instanceof RestError) {
    // A field check of the contract comes back in English ("typedName is too long"): the page words it itself.
    if (error.serverMessage) return translateSigningProblems(error.serverMessage, i18n);
    if (error.failure === 'network')
      return i18n._({ id: 'signing.error.network', message: 'No answer from the server. Check your connection and try again.' });
  }
  return i18n._({
    id: 'signing.error.general',
    message: 'Something went wrong. Try again, or contact the person who sent you this letter.',
  });
}
