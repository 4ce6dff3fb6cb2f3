import type express from 'express';

/** An error whose message is safe to show to the caller, with its HTTP status. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** Wraps an async route: HttpErrors become JSON {error}, anything else goes to the app's error handler. */
export function asyncRoute(handler: (req: express.Request, res: express.Response) => Promise<void>): express.RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent) res.status(error.status).json({ error: error.message });
        return;
      }
      next(error);
    });
  };
}
