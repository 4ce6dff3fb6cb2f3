import { askIssuer } from './issuer-unavailable.ts';

/** The parts of an issuer's OpenID Connect discovery document this API uses. */
export interface IssuerMetadata {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

const DISCOVERY_TIMEOUT_MS = 5_000;

/**
 * Loads `${issuer}/.well-known/openid-configuration` on first use and keeps it.
 * Lazy because the issuer may be this very server, which is not listening yet
 * while it is being assembled; a failed load is forgotten so the next request retries.
 */
export function createIssuerMetadataLoader(issuer: string): () => Promise<IssuerMetadata> {
  let pending: Promise<IssuerMetadata> | undefined;
  return () => {
    pending ??= load(issuer).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** One retry on a network error: a pooled keep-alive socket the issuer just closed fails with ECONNRESET. */
async function fetchWithRetry(url: string): Promise<Response> {
  const attempt = () =>
    fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return attempt();
  }
}

async function load(issuer: string): Promise<IssuerMetadata> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  // Unreachable, slow or 5xx: a 503 to the caller (issuer-unavailable.ts). Any other refusal (404: a wrong
  // OIDC_ISSUER) is a configuration fault, answered as the server's own error.
  const response = await askIssuer('discovery', url, () => fetchWithRetry(url));
  if (!response.ok) throw new Error(`OIDC discovery failed: ${url} answered ${response.status}`);
  const metadata = (await response.json()) as Partial<IssuerMetadata>;
  if (typeof metadata.jwks_uri !== 'string') throw new Error(`OIDC discovery at ${url} has no jwks_uri`);
  // Discovery 1.0 §4.3: the document must name the issuer we asked about.
  if (metadata.issuer?.replace(/\/+$/, '') !== issuer.replace(/\/+$/, '')) {
    throw new Error(`OIDC discovery at ${url} names issuer '${metadata.issuer}', expected '${issuer}'`);
  }
  return {
    issuer: metadata.issuer,
    jwks_uri: metadata.jwks_uri,
    ...(typeof metadata.userinfo_endpoint === 'string' ? { userinfo_endpoint: metadata.userinfo_endpoint } : {}),
  };
}
