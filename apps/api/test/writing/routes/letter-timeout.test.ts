import { LETTER_GENERATION_TIMEOUT_MS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LLM_TIMEOUT_MS, loadConfig } from '../../../src/config/index.ts';
import { testDatabaseUrl } from '../../support/database.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { createWorld, type World } from '../../support/world.ts';
import { answer, startModelServer, type ModelServer } from '../engine/model-server.ts';
import { addLetterRecords, errorOf, expertFields, postForm, type Answer } from './writing-client.ts';

/** Short enough for a test, long enough that a 504 before it would show the deadline is not the cause. */
const TIMEOUT_MS = 1_500;
/** What the route may take from asking the model to answering, beyond the deadline (2 shared cores, under load). */
const SLACK_MS = 3_000;

describe('the 120 s letter deadline (decisions LTR-020/021)', () => {
  it('is the default LLM_TIMEOUT_MS, the same deadline the letter page gives up at', () => {
    expect(DEFAULT_LLM_TIMEOUT_MS).toBe(120_000);
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'm' }).llm?.timeoutMs).toBe(120_000);
    expect(LETTER_GENERATION_TIMEOUT_MS).toBe(DEFAULT_LLM_TIMEOUT_MS);
  });
});

describe('a letter route whose model never answers (a real local model server, LLM_TIMEOUT_MS 1.5 s)', () => {
  let model: ModelServer;
  let server: TestServer;
  let world: World;
  let staff: string;

  beforeAll(async () => {
    model = await startModelServer();
    server = await startTestServer(testDatabaseUrl(), {
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: 'local-test-model',
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    world = await createWorld(server.pool);
    await addLetterRecords(server.pool, world);
    staff = await server.issuer.issueToken({ sub: world.staff.sub, email: world.staff.email });
  });
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });

  /**
   * Posts a critical-role letter: how long the answer took in all, and how long after the model was asked (the
   * route's own work before the call — reading the form and the case — is not the deadline's, and under CI load it
   * alone once took 3 s).
   */
  async function timedLetter(): Promise<{ letter: Answer; elapsedMs: number; afterAskedMs: number }> {
    const started = performance.now();
    const letter = await postForm(`${server.url}/expert-letter/critical-role`, staff, expertFields(world));
    const finished = performance.now();
    const asked = model.requests.at(-1)?.at ?? started;
    return { letter, elapsedMs: finished - started, afterAskedMs: finished - asked };
  }

  const letterRows = async () =>
    (
      await server.pool.query<{ n: number }>(
        "select count(*)::int as n from app_public.generated_texts where kind like 'letter:%'",
      )
    ).rows[0]!.n;

  it("answers 504 'Failed to generate letter.' once the deadline passes, not before and not much after", async () => {
    model.script([{ hang: true }]);
    const before = await letterRows();
    const { letter, elapsedMs, afterAskedMs } = await timedLetter();
    expect([letter.status, errorOf(letter)]).toEqual([504, 'Failed to generate letter.']);
    expect(letter.headers.get('content-type')).toMatch(/^application\/json/);
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(afterAskedMs).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    // The model was asked once and the request was not retried past the deadline; nothing was recorded as written.
    expect(model.requests).toHaveLength(1);
    expect(await letterRows()).toBe(before);
  });

  it('also ends a model that starts answering and then stalls mid-body', async () => {
    model.script([{ stallBody: true }]);
    const { letter, afterAskedMs } = await timedLetter();
    expect([letter.status, errorOf(letter)]).toEqual([504, 'Failed to generate letter.']);
    expect(afterAskedMs).toBeLessThan(TIMEOUT_MS + SLACK_MS);
  });

  it('still writes the next letter once the model answers again', async () => {
    model.script([{ content: answer([{ text: 'Dear Sir or Madam: the model answered this time.', evidence: [] }]) }]);
    const { letter } = await timedLetter();
    expect([letter.status, letter.text]).toEqual([200, 'Dear Sir or Madam: the model answered this time.']);
  });
});
