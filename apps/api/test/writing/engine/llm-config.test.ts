import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/index.ts';
import { parseRetryAfter } from '../../../src/writing/engine/providers/openai-compatible.ts';
import { configProblems } from '../../support/config-problems.ts';

describe('LLM_* configuration', () => {
  it('has no model without LLM_BASE_URL: the template composer writes', () => {
    expect(loadConfig({}).llm).toBeUndefined();
  });

  it('reads the endpoint, model, key and timeout (default 120 s)', () => {
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 120_000,
    });
    expect(
      loadConfig({ LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: 'm', LLM_API_KEY: 'sk-secret', LLM_TIMEOUT_MS: '5000' })
        .llm,
    ).toMatchObject({ apiKey: 'sk-secret', timeoutMs: 5_000 });
  });

  it('refuses a URL without a model, a bad URL or a bad timeout', () => {
    expect(configProblems({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toContain(
      'LLM_MODEL must be set when LLM_BASE_URL is set',
    );
    expect(configProblems({ LLM_BASE_URL: 'localhost:8080', LLM_MODEL: 'm' })).toContain('LLM_BASE_URL must be an http(s) URL');
    expect(configProblems({ LLM_BASE_URL: 'http://x.test/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' })).toContain(
      'LLM_TIMEOUT_MS must be a whole number',
    );
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
