/**
 * A request could not be authenticated. `status` is always 401; `oauthError`
 * is the RFC 6750 error code for the WWW-Authenticate header (null when the
 * request carried no credentials at all, as that RFC asks).
 */
export class AuthError extends Error {
  readonly status = 401;
  readonly oauthError: 'invalid_request' | 'invalid_token' | null;

  constructor(message: string, oauthError: 'invalid_request' | 'invalid_token' | null = 'invalid_token') {
    super(message);
    this.name = 'AuthError';
    this.oauthError = oauthError;
  }
}
