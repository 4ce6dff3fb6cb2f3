import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUscisCaseStatusClient, type UscisApiSettings } from '../../src/uscis/torch-client.ts';
import { startTorchServer, type TorchServer } from './torch-server.ts';

/** The Case Status API client against a local server speaking the API's protocol (issue 31). */
describe('USCIS case status client', () => {
  let torch: TorchServer;
  let waits: number[];
  const settings = (): UscisApiSettings => ({
    baseUrl: torch.url,
    clientId: torch.clientId,
    clientSecret: torch.clientSecret,
    requestsPerSecond: 10,
    dailyQuota: 100,
  });
  // Waits are recorded and kept short, so backoff and spacing are checked without slowing the suite.
  const client = (overrides: Partial<UscisApiSettings> = {}) =>
    createUscisCaseStatusClient({ ...settings(), ...overrides }, { sleep: async (ms) => void waits.push(ms), maxRetries: 3 });

  beforeAll(async () => {
    torch = await startTorchServer();
  });
  beforeEach(() => {
    waits = [];
    torch.requests.length = 0;
    torch.failNext.length = 0;
    torch.tokensIssued = 0;
  });
  afterAll(async () => {
    await torch?.close();
  });

  it('signs in with client credentials once and reads a case with its history', async () => {
    torch.cases.set('WAC2612345678', { status: 'Case Was Received', formType: 'I-129' });
    const uscis = client();
    const first = await uscis.caseStatus('WAC2612345678');
    expect(first).toMatchObject({
      kind: 'found',
      caseStatus: { receiptNumber: 'WAC2612345678', formType: 'I-129', current_case_status_text_en: 'Case Was Received' },
    });
    await uscis.caseStatus('WAC2612345678');
    // The token is cached: one sign-in for two requests.
    expect(torch.tokensIssued).toBe(1);
    expect(torch.requests.filter((request) => request.path.startsWith('/case-status/')).map((r) => r.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
    ]);
  });

  it('tells an unknown receipt number (404) from a refused one (422)', async () => {
    const uscis = client();
    expect(await uscis.caseStatus('EAC2600000001')).toEqual({ kind: 'unknown' });
    expect(await uscis.caseStatus('NOT-A-RECEIPT')).toEqual({ kind: 'refused' });
  });

  it('retries 429 and 5xx with backoff, honouring Retry-After, and gives up after the retries', async () => {
    torch.cases.set('LIN2612345678', { status: 'Request for Evidence Was Sent' });
    torch.failNext.push({ status: 429, retryAfter: 7 }, { status: 503 });
    const answer = await client().caseStatus('LIN2612345678');
    expect(answer).toMatchObject({ kind: 'found' });
    // Retry-After: 7 s; then the exponential backoff's second step (2 s), among the spacing waits.
    expect(waits).toContain(7_000);
    expect(waits).toContain(2_000);

    torch.failNext.push({ status: 500 }, { status: 502 }, { status: 503 }, { status: 504 });
    expect(await client().caseStatus('LIN2612345678')).toEqual({ kind: 'unavailable', reason: 'USCIS answered 504' });
  });

  it('signs in again when a token is refused (401), once', async () => {
    torch.cases.set('SRC2612345678', { status: 'Case Was Approved' });
    const uscis = client();
    await uscis.caseStatus('SRC2612345678');
    torch.revokeTokens();
    expect(await uscis.caseStatus('SRC2612345678')).toMatchObject({ kind: 'found' });
    expect(torch.tokensIssued).toBe(2);
  });

  it('keeps to the requests-per-second limit', async () => {
    torch.cases.set('SRC2612345678', { status: 'Case Was Approved' });
    const uscis = createUscisCaseStatusClient({ ...settings(), requestsPerSecond: 4 });
    await Promise.all([1, 2, 3, 4, 5].map(() => uscis.caseStatus('SRC2612345678')));
    // A token and five status requests at 4 a second: at least 5 × 250 ms between the first and the last.
    const times = torch.requests.map((request) => request.at);
    expect(times).toHaveLength(6);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(1_200);
  });
});
