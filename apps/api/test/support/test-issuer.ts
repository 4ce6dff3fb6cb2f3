import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/**
 * A stand-in for an external OpenID Connect issuer (Auth0, Keycloak): a real
 * local HTTP server with discovery, JWKS and userinfo, signing tokens for
 * whatever subject a test asks for.
 */
export interface TestIssuer {
  issuer: string;
  audience: string;
  issueToken: (claims: { sub: string; email?: string; name?: string }, options?: TokenOptions) => Promise<string>;
  close: () => Promise<void>;
}

interface TokenOptions {
  audience?: string;
  expiresInSeconds?: number;
  /** Sign with a key the issuer does not publish. */
  foreignKey?: boolean;
}

export async function startTestIssuer(audience = 'https://api.petition.test/graphql'): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const profiles = new Map<string, { email?: string; name?: string }>();

  const server = http.createServer((req, res) => {
    const send = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      return send({ issuer, jwks_uri: `${issuer}/jwks`, userinfo_endpoint: `${issuer}/userinfo` });
    }
    if (req.url === '/jwks') return send({ keys: [jwk] });
    if (req.url === '/userinfo') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const sub = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}').sub as string;
      return send({ sub, ...profiles.get(sub) });
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    audience,
    async issueToken(claims, options = {}) {
      profiles.set(claims.sub, { email: claims.email, name: claims.name });
      const now = Math.floor(Date.now() / 1000);
      const expiresIn = options.expiresInSeconds ?? 600;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(options.audience ?? audience)
        .setSubject(claims.sub)
        .setIssuedAt(now - (expiresIn < 0 ? 3600 : 0))
        .setExpirationTime(now + expiresIn)
        .sign(options.foreignKey ? foreign.privateKey : privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the API's keep-alive connections to the JWKS endpoint
      }),
  };
}
