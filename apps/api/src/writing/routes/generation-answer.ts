import { GENERATION_ID_HEADER, TEMPLATE_DRAFT_HEADER } from '@app/domain';
import type express from 'express';
import { HttpError } from '../../http/http-error.ts';
import { WritingFailedError, type GeneratedText } from '../writing-types.ts';

/** Staff only (spec 2 §6, ROLE-004): a signed-in customer is refused before the body is read. */
export const staffOnly: express.RequestHandler = (req, _res, next) => {
  next(req.auth?.isAdmin ? undefined : new HttpError(403, 'Only staff may use the writing service'));
};

/** The provenance headers of every generated answer. */
function setGenerationHeaders(res: express.Response, generated: GeneratedText): void {
  res.set(GENERATION_ID_HEADER, generated.generationId);
  res.set(TEMPLATE_DRAFT_HEADER, String(generated.isTemplate));
  res.set('Cache-Control', 'no-store');
}

/** Answers the text as text/plain (letters, descriptions), with the provenance headers. */
export function answerText(res: express.Response, generated: GeneratedText): void {
  setGenerationHeaders(res, generated);
  res.type('text/plain; charset=utf-8').send(generated.text);
}

/** Answers JSON (entity fields, bio), with the provenance headers too. */
export function answerJson(res: express.Response, generated: GeneratedText, body: object): void {
  setGenerationHeaders(res, generated);
  res.json(body);
}

/**
 * Runs a generation; a failed one (model unreachable, timed out, unusable) becomes the route's own
 * message: 504 for a timeout, 502 otherwise. Other errors go on to the error handler.
 */
export async function generating(failureMessage: string, write: () => Promise<GeneratedText>): Promise<GeneratedText> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof WritingFailedError) {
      console.warn(`Generation failed (${error.reason}): ${error.message}`);
      throw new HttpError(error.reason === 'timeout' ? 504 : 502, failureMessage);
    }
    throw error;
  }
}

/** The day a letter is dated (UTC): an input of the task, so the composer stays deterministic. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
