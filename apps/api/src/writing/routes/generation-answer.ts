import { GENERATION_ID_HEADER, TEMPLATE_DRAFT_HEADER } from '@app/domain';
import type express from 'express';
import type { GeneratedText } from '../writing-types.ts';

/** The provenance headers of every generated answer. */
function setGenerationHeaders(res: express.Response, generated: GeneratedText): void {
  res.set(GENERATION_ID_HEADER, generated.generationId);
  res.set(TEMPLATE_DRAFT_HEADER, String(generated.isTemplate));
  res.set('Cache-Control', 'no-store');
}

/** Answers the text as text/plain (letters, descriptions), with the provenance headers. */
export function answerText(res: express.Response<string>, generated: GeneratedText): void {
  setGenerationHeaders(res, generated);
  res.type('text/plain; charset=utf-8').send(generated.text);
}

/** Answers JSON (entity fields, bio), with the provenance headers too. */
export function answerJson<Body extends object>(res: express.Response<Body>, generated: GeneratedText, body: Body): void {
  setGenerationHeaders(res, generated);
  res.json(body);
}

/** The day a letter is dated (UTC): an input of the task, so the composer stays deterministic. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
