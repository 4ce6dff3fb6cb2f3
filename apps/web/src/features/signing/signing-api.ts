import {
  declineSigningContract,
  openSigningLinkContract,
  requestChangesContract,
  signingDocumentContract,
  signLetterContract,
  verifySigningCodeContract,
  type TSignLetter,
} from '@app/domain';
import { RestError, callRest } from '@/lib/rest-client.ts';

/**
 * The signatory's calls (issue 32). No account and no bearer token: the link's token, then the session the
 * e-mailed code opens, travel in the request bodies (never in an address a log or a Referer could keep).
 */
export const openLink = (token: string) => callRest(openSigningLinkContract, { request: { token } });
export const verifyCode = (token: string, code: string) => callRest(verifySigningCodeContract, { request: { token, code } });
export const readDocument = (session: string) => callRest(signingDocumentContract, { request: { session } });
export const requestChanges = (session: string, comment: string) =>
  callRest(requestChangesContract, { request: { session, comment } });
export const decline = (session: string) => callRest(declineSigningContract, { request: { session } });
export const sign = (request: TSignLetter) => callRest(signLetterContract, { request });

/** The signed PDF as a blob (POST, so the session stays out of the address). */
export async function signedCopy(session: string): Promise<Blob> {
  const response = await fetch('/signing/signed-copy', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session }),
  });
  if (!response.ok) throw new RestError('refused', response.status, 'The signed copy could not be downloaded');
  return response.blob();
}

/** The server's sentence for a refusal, or a general one. */
export function reasonOf(error: unknown): string {
  if (error instanceof RestError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.failure === 'network') return 'No answer from the server. Check your connection and try again.';
  }
  return 'Something went wrong. Try again, or contact the person who sent you this letter.';
}
