import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { LlmConfig } from '../../../config/index.ts';
import { WritingFailedError } from '../../writing-types.ts';
import type { ChatMessage } from '../prompt.ts';

/** How a request that the endpoint answered with 429 or 5xx (or could not answer) is tried again. */
export interface RetryPolicy {
  /** Requests at most, the first included. */
  maxAttempts: number;
  /** First backoff; doubles each time (with jitter) up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Waits between attempts add up to at most this; a Retry-After asking for more ends the retries. */
  maxTotalWaitMs: number;
}

/** Four attempts over at most 30 s of waiting: long enough for a rate limit window, short of the 120 s deadline. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 8_000, maxTotalWaitMs: 30_000 };

export interface ChatCompletion {
  content: string;
  /** The model that answered (as the endpoint names it), else the configured one. */
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** HTTP requests made, retries included. */
  requests: number;
}

const completionSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).optional(),
});

/**
 * One chat completion from an OpenAI-compatible endpoint (`POST {baseUrl}/chat/completions`, JSON mode),
 * retried on 429, 5xx and network failures with exponential backoff that honours Retry-After. `signal`
 * carries the generation's deadline: when it fires, the request and any wait stop at once.
 */
export async function requestChatCompletion(
  config: LlmConfig,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
  retry: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<ChatCompletion> {
  const body = JSON.stringify({ model: config.model, messages, response_format: { type: 'json_object' }, temperature: 0.2 });
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    const outcome = await attemptOnce(config, body, signal);
    if (outcome.kind === 'answer') return { ...outcome.completion, requests: attempt };
    const delay = outcome.retryAfterMs ?? backoff(retry, attempt);
    if (attempt >= retry.maxAttempts || waited + delay > retry.maxTotalWaitMs) throw outcome.error;
    waited += delay;
    await sleep(delay, undefined, { signal });
  }
}

type Attempt =
  | { kind: 'answer'; completion: Omit<ChatCompletion, 'requests'> }
  | { kind: 'retry'; error: WritingFailedError; retryAfterMs?: number };

async function attemptOnce(config: LlmConfig, body: string, signal: AbortSignal): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { kind: 'retry', error: new WritingFailedError(`The model endpoint could not be reached (${cause})`, 'unavailable') };
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    const rateLimited = response.status === 429;
    return {
      kind: 'retry',
      error: new WritingFailedError(
        rateLimited
          ? 'The model endpoint kept answering 429 (rate limited)'
          : `The model endpoint kept failing (HTTP ${response.status})`,
        rateLimited ? 'rate-limited' : 'unavailable',
      ),
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    };
  }
  if (!response.ok) {
    await response.body?.cancel();
    // 400/401/403/404: the configuration or the request is wrong; trying again changes nothing.
    throw new WritingFailedError(`The model endpoint refused the request (HTTP ${response.status})`, 'unavailable');
  }
  const json: unknown = await response.json().catch(() => null);
  // The deadline may have cut the body short: that is a timeout, not a bad answer.
  if (signal.aborted) throw signal.reason;
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success) throw new WritingFailedError('The model endpoint did not answer a chat completion', 'unavailable');
  const choice = parsed.data.choices[0]!;
  if (choice.message.refusal || choice.finish_reason === 'content_filter') {
    throw new WritingFailedError('The model refused to write this text', 'refused');
  }
  return {
    kind: 'answer',
    completion: {
      content: choice.message.content ?? '',
      model: parsed.data.model ?? config.model,
      promptTokens: parsed.data.usage?.prompt_tokens ?? 0,
      completionTokens: parsed.data.usage?.completion_tokens ?? 0,
    },
  };
}

/** Exponential backoff with ±25 % jitter, so replicas rate-limited together do not retry together. */
function backoff(retry: RetryPolicy, attempt: number): number {
  const base = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
