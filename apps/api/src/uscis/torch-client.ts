import { ZTorchCaseStatusResponse, type TTorchCaseStatusResponse } from '@app/domain';
import type { UscisApiSettings } from '../config/index.ts';

/**
 * A client of the USCIS Case Status API (the "Torch" developer program): OAuth2 client credentials at
 * `{base}/oauth/accesstoken`, then `GET {base}/case-status/{receiptNumber}` with the bearer token. It keeps within
 * the API's limits: the token is cached until shortly before it expires, requests are spaced to at most
 * `requestsPerSecond`, and 429 and 5xx answers are retried with backoff (Retry-After when USCIS sends one).
 * The daily quota is counted in the database by the caller (poll-case-statuses.ts), across replicas.
 */
export type { UscisApiSettings };

export type CaseStatusAnswer =
  | { kind: 'found'; caseStatus: TTorchCaseStatusResponse['case_status'] }
  /** 404: USCIS knows no case with this receipt number. */
  | { kind: 'unknown' }
  /** 422 (or 400): USCIS refused the receipt number's format. */
  | { kind: 'refused' }
  /** Still 429 or 5xx after the retries, or no answer: try again later. */
  | { kind: 'unavailable'; reason: string };

export interface UscisCaseStatusClient {
  readonly settings: UscisApiSettings;
  caseStatus(receiptNumber: string): Promise<CaseStatusAnswer>;
}

interface ClientOptions {
  /** Waits `ms` (tests pass a faster clock). */
  sleep?: (ms: number) => Promise<void>;
  /** Retries of a 429 or 5xx answer before giving up for this run. */
  maxRetries?: number;
  timeoutMs?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createUscisCaseStatusClient(settings: UscisApiSettings, options: ClientOptions = {}): UscisCaseStatusClient {
  const sleep = options.sleep ?? defaultSleep;
  const maxRetries = options.maxRetries ?? 3;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = settings.baseUrl.replace(/\/+$/, '');
  const spacingMs = Math.ceil(1000 / Math.max(1, settings.requestsPerSecond));
  let token: { value: string; expiresAt: number } | null = null;
  let nextRequestAt = 0;

  /** One request at a time, at least `spacingMs` after the previous one (the per-second limit). */
  let queue: Promise<unknown> = Promise.resolve();
  const spaced = <T>(send: () => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      const wait = nextRequestAt - Date.now();
      if (wait > 0) await sleep(wait);
      nextRequestAt = Date.now() + spacingMs;
      return send();
    });
    queue = run.catch(() => undefined);
    return run;
  };

  /** The cached token, or one new one shared by every request waiting for it (never one sign-in per request). */
  let signingIn: Promise<string> | null = null;
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value);
    signingIn ??= requestToken().finally(() => {
      signingIn = null;
    });
    return signingIn;
  }

  async function requestToken(): Promise<string> {
    const response = await spaced(() =>
      fetch(`${base}/oauth/accesstoken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      }),
    );
    if (!response.ok) throw new Error(`the USCIS token endpoint answered ${response.status}`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw new Error('the USCIS token endpoint sent no access token');
    }
    const lifetimeSeconds = Number(body.expires_in) > 0 ? Number(body.expires_in) : 300;
    // A minute's margin (or a tenth of a short lifetime), so a token never expires on its way.
    token = {
      value: body.access_token,
      expiresAt: Date.now() + lifetimeSeconds * 1000 - Math.min(60_000, lifetimeSeconds * 100),
    };
    return token.value;
  }

  const retryDelay = (response: Response | null, attempt: number) => {
    const header = Number(response?.headers.get('retry-after'));
    return Number.isFinite(header) && header > 0 ? Math.min(header * 1000, 60_000) : 1000 * 2 ** attempt;
  };

  async function caseStatus(receiptNumber: string): Promise<CaseStatusAnswer> {
    let reason = '';
    let renewedToken = false;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      let response: Response | null = null;
      try {
        const bearer = await accessToken();
        response = await spaced(() =>
          fetch(`${base}/case-status/${encodeURIComponent(receiptNumber)}`, {
            headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
            signal: AbortSignal.timeout(timeoutMs),
          }),
        );
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      if (response) {
        if (response.status === 401 && !renewedToken) {
          // The token was revoked or expired early: one new token, then the same request again.
          token = null;
          renewedToken = true;
          attempt--;
          continue;
        }
        if (response.ok) {
          const parsed = ZTorchCaseStatusResponse.safeParse(await response.json().catch(() => null));
          if (!parsed.success) return { kind: 'unavailable', reason: 'USCIS sent an answer in an unknown form' };
          return { kind: 'found', caseStatus: parsed.data.case_status };
        }
        if (response.status === 404) return { kind: 'unknown' };
        if (response.status === 422 || response.status === 400) return { kind: 'refused' };
        reason = `USCIS answered ${response.status}`;
        if (response.status !== 429 && response.status < 500) return { kind: 'unavailable', reason };
      }
      if (attempt < maxRetries) await sleep(retryDelay(response, attempt));
    }
    return { kind: 'unavailable', reason };
  }

  return { settings, caseStatus };
}
