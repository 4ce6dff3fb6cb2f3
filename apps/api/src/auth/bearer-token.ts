import { AuthError } from './auth-error.ts';

/** Three base64url segments: the only token shape this API accepts (a JWS compact JWT). */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Extracts the token of an `Authorization: Bearer <token>` header. */
export function readBearerToken(authorizationHeader: string | undefined): string {
  if (authorizationHeader === undefined || authorizationHeader.trim() === '') {
    throw new AuthError('Missing bearer token', null);
  }
  const match = /^Bearer +(\S+)\s*$/i.exec(authorizationHeader.trim());
  if (!match?.[1]) throw new AuthError('Malformed authorization header', 'invalid_request');
  return match[1];
}

export function assertJwtShape(token: string): void {
  if (!JWT_SHAPE.test(token)) throw new AuthError('Malformed authorization header', 'invalid_request');
}
