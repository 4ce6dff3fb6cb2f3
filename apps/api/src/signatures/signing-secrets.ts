import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNING_CODE_LENGTH } from '@app/domain';

/** A one-time link or session token: 32 random bytes, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The e-mailed code: six random digits. */
export function newCode(): string {
  return String(randomInt(0, 10 ** SIGNING_CODE_LENGTH)).padStart(SIGNING_CODE_LENGTH, '0');
}

/** SHA-256 of a token or code, hex: what the database keeps (the tokens are random, so no salt is needed). */
export function secretHash(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares a presented value with a stored hash in constant time. */
export function matchesHash(value: string, hash: string | null): boolean {
  if (!hash) return false;
  const presented = Buffer.from(secretHash(value), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
