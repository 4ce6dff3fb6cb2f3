import { IDEMPOTENCY_KEY_HEADER, type TCreatePetitionResponse } from '@app/domain';
import type express from 'express';
import { HttpError } from '../http/http-error.ts';

/** Longest key accepted; the column's check says the same. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** The request's Idempotency-Key, or undefined when it sent none (an empty header counts as none). */
export function readIdempotencyKey(req: express.Request): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER)?.trim();
  if (!key) return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new HttpError(400, `${IDEMPOTENCY_KEY_HEADER} must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
  return key;
}

/**
 * Answers a petition-creating request: 201 for a new petition, 200 when the idempotency key found the
 * petition an earlier request created (nothing new was written).
 */
export function answerPetition(
  res: express.Response<TCreatePetitionResponse>,
  result: { petitionId: string; created: boolean },
): void {
  res.status(result.created ? 201 : 200).json({ petitionId: result.petitionId });
}
