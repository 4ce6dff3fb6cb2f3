/**
 * An error whose message is safe to show to the caller, with its HTTP status. The shared error
 * handler (error-handler.ts) answers it as JSON {error}.
 */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}
