/**
 * An error whose message is safe to show to the caller, with its HTTP status. The shared error
 * handler (error-handler.ts) answers it as JSON {error}.
 */
export class HttpError extends Error {
  readonly status: number;
  /** Sent as Retry-After: when the condition is expected to pass by itself (a 503 or 429). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
