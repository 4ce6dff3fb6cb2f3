import { generateKeyPair } from 'jose';
import { startFakeIssuer, type FakeIssuer } from './fake-issuer.ts';

/**
 * The external identity provider as the API tests see it: the fake issuer
 * (a real local HTTP server speaking OIDC discovery, JWKS and userinfo) with
 * a helper that signs a token for a person.
 */
export interface TestIssuer {
  issuer: string;
  audience: string;
  issueToken: (claims: { sub: string; email?: string; name?: string }, options?: TokenOptions) => Promise<string>;
  /** Endpoints answering an error status instead (an outage of the provider). */
  failing: FakeIssuer['failing'];
  close: () => Promise<void>;
}

interface TokenOptions {
  audience?: string;
  /** Negative for an expired token. */
  expiresInSeconds?: number;
  /** Sign with a key the issuer does not publish. */
  foreignKey?: boolean;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const fake = await startFakeIssuer();
  const { privateKey: foreignKey } = await generateKeyPair('RS256');
  return {
    issuer: fake.issuer,
    audience: fake.audience,
    issueToken: (claims, options = {}) => {
      const now = Math.floor(Date.now() / 1000);
      const expiresIn = options.expiresInSeconds ?? 600;
      return fake.mintToken(
        {
          ...claims,
          ...(options.audience ? { aud: options.audience } : {}),
          ...(expiresIn < 0 ? { iat: now + expiresIn - 60 } : {}),
        },
        { expiresIn: now + expiresIn, ...(options.foreignKey ? { key: foreignKey } : {}) },
      );
    },
    failing: fake.failing,
    close: () => fake.close(),
  };
}
