import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A stand-in for an external OIDC issuer (Auth0, Keycloak): discovery, JWKS
 * and userinfo on a real local HTTP server, plus a helper to mint tokens.
 */
export interface FakeIssuer {
  issuer: string;
  audience: string;
  /** Signs an access token; `options.key` signs with a key the issuer does not publish. */
  mintToken(claims?: JWTPayload, options?: { key?: CryptoKey; kid?: string; expiresIn?: string | number }): Promise<string>;
  /** What /userinfo answers, per subject. */
  userinfo: Map<string, Record<string, unknown>>;
  userinfoCalls: number;
  /** Endpoints answering an error status instead (an outage): 'discovery' or 'jwks' to the status sent. */
  failing: Map<'discovery' | 'jwks', number>;
  close(): Promise<void>;
}

export const KID = 'test-key-1';
export const AUDIENCE = 'https://api.petition.test/graphql';

export async function startFakeIssuer(): Promise<FakeIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const tokensBySub = new Map<string, string>();

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    switch (req.url) {
      case '/.well-known/openid-configuration': {
        const outage = state.failing.get('discovery');
        if (outage) return send(outage, { error: 'unavailable' });
        return send(200, {
          issuer: state.issuer,
          jwks_uri: `${state.issuer}/jwks`,
          userinfo_endpoint: `${state.issuer}/userinfo`,
        });
      }
      case '/jwks': {
        const outage = state.failing.get('jwks');
        if (outage) return send(outage, { error: 'unavailable' });
        return send(200, { keys: [publicJwk] });
      }
      case '/userinfo': {
        state.userinfoCalls += 1;
        const token = req.headers.authorization?.replace(/^Bearer /, '');
        const sub = [...tokensBySub].find(([, issued]) => issued === token)?.[0];
        const claims = sub ? state.userinfo.get(sub) : undefined;
        return claims ? send(200, { sub, ...claims }) : send(401, { error: 'invalid_token' });
      }
      default:
        return send(404, { error: 'not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const state: FakeIssuer = {
    issuer: `http://127.0.0.1:${port}`,
    audience: AUDIENCE,
    userinfo: new Map(),
    userinfoCalls: 0,
    failing: new Map(),
    async mintToken(claims = {}, options = {}) {
      const payload: JWTPayload = { iss: state.issuer, aud: AUDIENCE, sub: 'auth0|alice', ...claims };
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'at+jwt' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(options.key ?? privateKey);
      if (typeof payload.sub === 'string') tokensBySub.set(payload.sub, token);
      return token;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return state;
}
