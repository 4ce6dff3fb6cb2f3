import { HttpError } from '../http/http-error.ts';

/** How long a caller should wait before asking again: the next request retries discovery and the key set. */
const ISSUER_RETRY_AFTER_SECONDS = 5;

/**
 * The identity provider did not answer (unreachable, timed out, or answered 5xx/429) while a token was being
 * checked: nobody's credentials are wrong, so this is not a 401 (a client would sign the person out), and not
 * the server's own fault either. Answered 503 with Retry-After; the cause goes to the log for the operator.
 */
export class IssuerUnavailableError extends HttpError {
  constructor(what: string, cause: unknown) {
    super(503, 'The sign-in service is not answering. Try again in a moment.', {
      retryAfterSeconds: ISSUER_RETRY_AFTER_SECONDS,
    });
    this.name = 'IssuerUnavailableError';
    const reason = cause instanceof Error ? cause.message : String(cause);
    // No token, no person: only which endpoint failed and how.
    console.warn(`The identity provider did not answer (${what}): ${reason}`);
  }
}

/** True for a status that says "not now" rather than "wrong request": 5xx and 429. */
function isUnavailableStatus(status: number): boolean {
  return status >= 500 || status === 429;
}

/**
 * Runs `request` (a fetch of one of the issuer's endpoints): a network failure, a timeout or a 5xx/429 answer
 * becomes an IssuerUnavailableError; any other answer is returned for the caller to judge.
 */
export async function askIssuer(what: string, url: string | URL, request: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    throw new IssuerUnavailableError(what, error);
  }
  if (isUnavailableStatus(response.status)) {
    await response.body?.cancel();
    throw new IssuerUnavailableError(what, new Error(`${String(url)} answered ${response.status}`));
  }
  return response;
}
