import type { LlmConfig } from '../../config/index.ts';
import { WritingFailedError, type Draft, type EvidenceItem, type WritingTask } from '../writing-types.ts';
import { parseModelAnswer } from './model-output.ts';
import { buildMessages, repairMessage, type ChatMessage } from './prompt.ts';
import { requestChatCompletion, type RetryPolicy } from './providers/openai-compatible.ts';

/** What the model used, summed over the first answer and the repair attempt. */
export interface ModelUsage {
  model: string;
  promptTokens: number;
  completionTokens: number;
  /** HTTP requests, retries included. */
  requests: number;
  /** 1, or 2 when the first answer needed the repair attempt. */
  answers: number;
}

/**
 * Asks the model for the task's text, checks the answer, and when it is unusable sends the problem back
 * once; a second unusable answer is a 'malformed-output' failure. The deadline (LLM_TIMEOUT_MS) covers
 * every request, retry and wait; when it passes the caller gets a 'timeout' failure.
 */
export async function writeWithModel<Inputs>(
  config: LlmConfig,
  request: {
    task: WritingTask<Inputs>;
    inputs: Inputs;
    evidence: readonly EvidenceItem[];
    missingInputs: readonly string[];
    signal?: AbortSignal;
  },
  retry?: RetryPolicy,
): Promise<{ draft: Omit<Draft, 'missingInputs'>; usage: ModelUsage }> {
  const deadline = AbortSignal.timeout(config.timeoutMs);
  const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
  const messages: ChatMessage[] = buildMessages(request.task, request.inputs, request.evidence, request.missingInputs);
  const usage: ModelUsage = { model: config.model, promptTokens: 0, completionTokens: 0, requests: 0, answers: 0 };
  try {
    for (;;) {
      const completion = await requestChatCompletion(config, messages, signal, retry);
      usage.model = completion.model;
      usage.promptTokens += completion.promptTokens;
      usage.completionTokens += completion.completionTokens;
      usage.requests += completion.requests;
      usage.answers += 1;
      const answer = parseModelAnswer(completion.content, request.evidence, request.task.fieldNames);
      if (answer.ok) return { draft: answer.draft, usage };
      if (usage.answers >= 2) {
        throw new WritingFailedError(`The model's answer was unusable twice (${answer.problem})`, 'malformed-output');
      }
      messages.push({ role: 'assistant', content: completion.content }, repairMessage(answer.problem));
    }
  } catch (error) {
    if (deadline.aborted && !(error instanceof WritingFailedError)) {
      throw new WritingFailedError(`The model did not answer within ${config.timeoutMs} ms`, 'timeout');
    }
    throw error;
  }
}
