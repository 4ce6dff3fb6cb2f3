import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmConfig } from '../../../src/config/index.ts';
import { createWritingService } from '../../../src/writing/engine/create-writing-service.ts';
import type { RetryPolicy } from '../../../src/writing/engine/providers/openai-compatible.ts';
import { WritingFailedError, type WritingService } from '../../../src/writing/writing-types.ts';
import { testDatabaseUrl } from '../../support/database.ts';
import { createWorld, type World } from '../../support/world.ts';
import { answer, startModelServer, type ModelServer } from './model-server.ts';
import { describeExhibitTask, entityFieldsTask, evidenceOf } from './test-task.ts';

const FAST_RETRY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxTotalWaitMs: 5_000 };

let pool: pg.Pool;
let world: World;
let model: ModelServer;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
  world = await createWorld(pool);
  model = await startModelServer();
});
afterAll(async () => {
  await model?.close();
  await pool?.end();
});
beforeEach(() => model.script([]));

const llm = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl: model.baseUrl,
  apiKey: 'test-key',
  model: 'test-model-1',
  timeoutMs: 10_000,
  ...overrides,
});
const modelService = (overrides: Partial<LlmConfig> = {}): WritingService =>
  createWritingService({ pool, llm: llm(overrides), retry: FAST_RETRY });

const EVIDENCE = evidenceOf('The certificate names Bea Beneficiary as the 2024 winner of the IEEE Young Engineer Award.');
const writeDescription = (service: WritingService, evidence = EVIDENCE) =>
  service.write({
    task: describeExhibitTask,
    inputs: { exhibitName: 'Award certificate' },
    evidence,
    target: { type: 'exhibit', id: world.exhibitId },
    userId: world.staff.id,
  });

async function provenanceRow(id: string) {
  const { rows } = await pool.query('select * from app_public.generated_texts where id = $1', [id]);
  return rows[0] as Record<string, unknown>;
}

async function failure(promise: Promise<unknown>): Promise<WritingFailedError> {
  const error = await promise.then(
    () => new Error('expected the generation to fail'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WritingFailedError);
  return error as WritingFailedError;
}

describe('template composer (no model configured)', () => {
  it('writes the template draft, marks it as one, and records its provenance', async () => {
    const service = createWritingService({ pool, llm: undefined });
    const result = await writeDescription(service);
    expect(result).toMatchObject({
      provider: 'template',
      model: null,
      isTemplate: true,
      promptVersion: 'engine-test-1',
      missingInputs: ['awardYear'],
      text: 'Exhibit "Award certificate" is supported by: File: document-1.txt.\n\nAward year: [Award year not provided].',
    });
    expect(model.requests).toHaveLength(0);
    const row = await provenanceRow(result.generationId);
    expect(row).toMatchObject({
      kind: 'exhibit-description',
      target_type: 'exhibit',
      target_id: world.exhibitId,
      provider: 'template',
      model: null,
      is_template: true,
      usage: null,
      created_by: world.staff.id,
      output: result.text,
      inputs: { exhibitName: 'Award certificate' },
      missing_inputs: ['awardYear'],
      paragraphs: result.paragraphs,
      evidence: [
        {
          id: 'E1',
          kind: 'file',
          label: 'File: document-1.txt',
          recordId: null,
          fileId: null,
          contentHash: 'hash-1',
          chars: EVIDENCE[0]!.text.length,
        },
      ],
    });
    // References only: the evidence text itself is not copied into provenance.
    expect(JSON.stringify(row.evidence)).not.toContain('IEEE Young Engineer');
  });

  it('refuses to record a generation for a customer (the insert policy is staff-only)', async () => {
    const service = createWritingService({ pool, llm: undefined });
    await expect(
      service.write({
        task: describeExhibitTask,
        inputs: { exhibitName: 'x' },
        evidence: EVIDENCE,
        target: { type: 'exhibit', id: null },
        userId: world.beneficiary.id,
      }),
    ).rejects.toThrow(/row-level security/);
  });
});

describe('OpenAI-compatible model', () => {
  it('sends instructions and evidence, and answers the checked paragraphs with usage and provenance', async () => {
    model.script([
      {
        content: answer(
          [{ text: 'Bea Beneficiary won the IEEE Young Engineer Award in 2024.', evidence: ['E1'] }],
          ['The award is the most selective in the field.'],
        ),
        usage: { prompt_tokens: 321, completion_tokens: 45 },
      },
    ]);
    const result = await writeDescription(modelService());
    expect(result).toMatchObject({
      provider: 'openai-compatible',
      model: 'test-model-1',
      isTemplate: false,
      text: 'Bea Beneficiary won the IEEE Young Engineer Award in 2024.',
      paragraphs: [{ text: 'Bea Beneficiary won the IEEE Young Engineer Award in 2024.', evidenceIds: ['E1'] }],
      unsupportedClaims: ['The award is the most selective in the field.'],
      missingInputs: ['awardYear'],
    });
    const [request] = model.requests;
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('test-model-1');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(request!.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(request!.body.messages[0]!.content).toContain('Describe the exhibit "Award certificate"');
    expect(request!.body.messages[0]!.content).toContain('awardYear');
    const row = await provenanceRow(result.generationId);
    expect(row).toMatchObject({
      provider: 'openai-compatible',
      model: 'test-model-1',
      is_template: false,
      unsupported_claims: ['The award is the most selective in the field.'],
      usage: { model: 'test-model-1', promptTokens: 321, completionTokens: 45, requests: 1, answers: 1 },
    });
    expect(row.duration_ms).toEqual(expect.any(Number));
  });

  it('waits as Retry-After says after a 429, then succeeds', async () => {
    model.script([
      { status: 429, headers: { 'retry-after': '1' }, body: '{"error":{"message":"slow down"}}' },
      { content: answer([{ text: 'Done.', evidence: ['E1'] }]) },
    ]);
    const result = await writeDescription(modelService());
    expect(result.text).toBe('Done.');
    expect(model.requests).toHaveLength(2);
    // FAST_RETRY's own backoff is a few milliseconds: the second second comes from Retry-After.
    expect(model.requests[1]!.at - model.requests[0]!.at).toBeGreaterThanOrEqual(950);
    expect((await provenanceRow(result.generationId)).usage).toMatchObject({ requests: 2, answers: 1 });
  });

  it('gives up at once when Retry-After asks for longer than the retries may wait', async () => {
    model.script([{ status: 429, headers: { 'retry-after': '3600' }, body: '{}' }]);
    const error = await failure(writeDescription(modelService()));
    expect(error.reason).toBe('rate-limited');
    expect(model.requests).toHaveLength(1);
  });

  it('retries 5xx answers with backoff and then fails as unavailable', async () => {
    model.script([{ status: 503, body: '{"error":{"message":"overloaded"}}' }]);
    const error = await failure(writeDescription(modelService()));
    expect(error.reason).toBe('unavailable');
    expect(error.message).toContain('HTTP 503');
    expect(model.requests).toHaveLength(FAST_RETRY.maxAttempts);
  });

  it('does not retry a refused request (401)', async () => {
    model.script([{ status: 401, body: '{"error":{"message":"bad key"}}' }]);
    const error = await failure(writeDescription(modelService()));
    expect(error).toMatchObject({ reason: 'unavailable', message: 'The model endpoint refused the request (HTTP 401)' });
    expect(model.requests).toHaveLength(1);
  });

  it('fails with a timeout when the model never answers within LLM_TIMEOUT_MS', async () => {
    model.script([{ hang: true }]);
    const started = performance.now();
    const error = await failure(writeDescription(modelService({ timeoutMs: 300 })));
    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('fails with a timeout, not a bad answer, when the body stalls past the deadline', async () => {
    model.script([{ stallBody: true }]);
    const error = await failure(writeDescription(modelService({ timeoutMs: 300 })));
    expect(error.reason).toBe('timeout');
  });

  it('repairs a malformed answer once, sending the problem back', async () => {
    model.script([
      { content: 'Sure! Here is the description you asked for.', usage: { prompt_tokens: 100, completion_tokens: 10 } },
      { content: answer([{ text: 'Repaired.', evidence: ['E1'] }]), usage: { prompt_tokens: 150, completion_tokens: 5 } },
    ]);
    const result = await writeDescription(modelService());
    expect(result.text).toBe('Repaired.');
    const second = model.requests[1]!.body.messages;
    expect(second.map((m) => m.role)).toEqual(['system', 'user', 'user', 'assistant', 'user']);
    expect(second[3]!.content).toBe('Sure! Here is the description you asked for.');
    expect(second[4]!.content).toContain('it is not valid JSON');
    expect((await provenanceRow(result.generationId)).usage).toMatchObject({
      promptTokens: 250,
      completionTokens: 15,
      answers: 2,
    });
  });

  it('treats citing evidence that does not exist as malformed', async () => {
    model.script([
      { content: answer([{ text: 'Invented.', evidence: ['E7'] }]) },
      { content: answer([{ text: 'Fixed.', evidence: ['E1'] }]) },
    ]);
    const result = await writeDescription(modelService());
    expect(result.paragraphs).toEqual([{ text: 'Fixed.', evidenceIds: ['E1'] }]);
    expect(model.requests[1]!.body.messages[4]!.content).toContain('evidence ids that do not exist (E7)');
  });

  it('fails as malformed-output after a second unusable answer, recording nothing', async () => {
    model.script([{ content: '{"paragraphs": []}' }, { content: 'still not it' }]);
    const before = await pool.query('select count(*)::int as n from app_public.generated_texts');
    const error = await failure(writeDescription(modelService()));
    expect(error.reason).toBe('malformed-output');
    expect(model.requests).toHaveLength(2);
    const after = await pool.query('select count(*)::int as n from app_public.generated_texts');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('asks for the named fields of a structured task and requires each of them', async () => {
    model.script([
      { content: answer([{ text: 'About the award.', evidence: ['E1'] }], [], { description: 'An award.' }) },
      {
        content: answer([{ text: 'About the award.', evidence: ['E1'] }], [], {
          description: 'An award.',
          selection_criteria: 'Peer review.',
        }),
      },
    ]);
    const result = await modelService().write({
      task: entityFieldsTask,
      inputs: { entityName: 'IEEE Young Engineer Award' },
      evidence: EVIDENCE,
      target: { type: 'entity', id: null },
      userId: world.staff.id,
    });
    expect(result.fields).toEqual({ description: 'An award.', selection_criteria: 'Peer review.' });
    expect(model.requests[0]!.body.messages[0]!.content).toContain('"selection_criteria"');
    expect(model.requests[1]!.body.messages[4]!.content).toContain('fields is missing selection_criteria');
    expect((await provenanceRow(result.generationId)).fields).toEqual(result.fields);
  });
});
