import { exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'oidc-provider';

/**
 * A fresh RS256 key pair per process: tokens of a previous run stop verifying
 * after a restart, which is fine for development and keeps keys out of the repo.
 */
export async function generateSigningJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: `dev-${Date.now().toString(36)}` }] };
}
