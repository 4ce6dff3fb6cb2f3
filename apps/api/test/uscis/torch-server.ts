import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the USCIS Case Status API's protocol ("Torch"): `POST /oauth/accesstoken` (OAuth2 client
 * credentials, form-encoded) and `GET /case-status/{receiptNumber}` with the bearer token. Cases are set by the test;
 * an unknown receipt number answers 404, a malformed one 422; `failNext` makes the next status requests answer 429 or
 * 5xx. It records every request, so tests can count tokens, spacing and quota.
 */
export interface TorchCase {
  status: string;
  description?: string;
  formType?: string;
  modifiedDate?: string;
  history?: { date: string; completed_text_en: string }[];
}

export interface TorchServer {
  url: string;
  clientId: string;
  clientSecret: string;
  cases: Map<string, TorchCase>;
  requests: { path: string; at: number; authorization: string | undefined }[];
  tokensIssued: number;
  /** Answers for the next status requests, in order (e.g. [429, 503]), before serving normally again. */
  failNext: { status: number; retryAfter?: number }[];
  /** Seconds a token lives. */
  tokenLifetime: number;
  /** Forgets every token issued (a revocation, a restart): the next request with one gets 401. */
  revokeTokens(): void;
  close(): Promise<void>;
}

const RECEIPT = /^[A-Z]{3}\d{10}$/;

export async function startTorchServer(): Promise<TorchServer> {
  const state = {
    clientId: 'test-client',
    clientSecret: 'test-secret',
    cases: new Map<string, TorchCase>(),
    requests: [] as TorchServer['requests'],
    tokensIssued: 0,
    failNext: [] as TorchServer['failNext'],
    tokenLifetime: 1800,
  };
  const validTokens = new Set<string>();
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return body;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      state.requests.push({ path: url.pathname, at: Date.now(), authorization: req.headers.authorization });
      if (req.method === 'POST' && url.pathname === '/oauth/accesstoken') {
        const form = new URLSearchParams(await readBody(req));
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_id') !== state.clientId ||
          form.get('client_secret') !== state.clientSecret
        ) {
          return json(res, 401, { error: 'invalid_client' });
        }
        state.tokensIssued += 1;
        const token = `token-${state.tokensIssued}`;
        validTokens.add(token);
        return json(res, 200, { access_token: token, token_type: 'BearerToken', expires_in: String(state.tokenLifetime) });
      }
      const match = /^\/case-status\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!validTokens.has(bearer)) return json(res, 401, { error: 'invalid_token' });
        const failure = state.failNext.shift();
        if (failure) {
          const headers: Record<string, string> =
            failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {};
          return json(res, failure.status, { message: 'try later' }, headers);
        }
        const receipt = decodeURIComponent(match[1]!);
        if (!RECEIPT.test(receipt)) return json(res, 422, { message: 'The receipt number is invalid' });
        const found = state.cases.get(receipt);
        if (!found) return json(res, 404, { message: 'Case not found' });
        return json(res, 200, {
          case_status: {
            receiptNumber: receipt,
            formType: found.formType ?? 'I-129',
            submittedDate: '2026-09-01T00:00:00.000Z',
            modifiedDate: found.modifiedDate ?? '2026-11-20T10:00:00.000Z',
            current_case_status_text_en: found.status,
            current_case_status_desc_en: found.description ?? `On November 20, 2026, we updated your case: ${found.status}.`,
            current_case_status_text_es: found.status,
            hist_case_status: found.history ?? [{ date: '2026-09-03T00:00:00.000Z', completed_text_en: 'Case Was Received' }],
          },
          message: 'Query successful',
        });
      }
      json(res, 404, { message: 'no such endpoint' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    revokeTokens: () => validTokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
