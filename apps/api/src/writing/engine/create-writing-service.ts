import type pg from 'pg';
import type { LlmConfig } from '../../config/index.ts';
import type { Draft, GeneratedText, WriteRequest, WritingService } from '../writing-types.ts';
import { writeWithModel, type ModelUsage } from './model-writer.ts';
import { recordGeneration } from './provenance.ts';
import type { RetryPolicy } from './providers/openai-compatible.ts';

export interface WritingServiceDeps {
  pool: pg.Pool;
  /** The configured model (AppConfig.llm); undefined: every text is a template draft. */
  llm: LlmConfig | undefined;
  /** Retries of the model endpoint; the default suits production, tests shorten it. */
  retry?: RetryPolicy;
}

/**
 * The one writing engine every route calls. With a model configured it asks the model (and never falls
 * back to a template silently: a failure is a WritingFailedError the route turns into its message);
 * without one the task's template composer writes, marked as a template draft. Either way the result is
 * stored as provenance before it is answered.
 */
export function createWritingService(deps: WritingServiceDeps): WritingService {
  return {
    async write<Inputs>(request: WriteRequest<Inputs>): Promise<GeneratedText> {
      const started = performance.now();
      // The template composer knows which inputs the task needs: what it finds missing is missing for a model too.
      const template = request.task.compose(request.inputs, request.evidence);
      let draft: Draft;
      let usage: ModelUsage | null = null;
      if (deps.llm) {
        const answer = await writeWithModel(deps.llm, { ...request, missingInputs: template.missingInputs }, deps.retry);
        draft = { ...answer.draft, missingInputs: template.missingInputs };
        usage = answer.usage;
      } else {
        draft = template;
      }
      const text = draft.paragraphs.map((paragraph) => paragraph.text.trim()).join('\n\n');
      const provider = deps.llm ? 'openai-compatible' : 'template';
      const model = usage?.model ?? null;
      const generationId = await recordGeneration(deps.pool, request.userId, {
        kind: request.task.kind,
        target: request.target,
        inputs: request.inputs,
        evidence: request.evidence,
        provider,
        model,
        promptVersion: request.task.promptVersion,
        output: text,
        draft,
        usage,
        durationMs: performance.now() - started,
      });
      return {
        ...draft,
        text,
        provider,
        model,
        promptVersion: request.task.promptVersion,
        isTemplate: provider === 'template',
        generationId,
      };
    },
  };
}
