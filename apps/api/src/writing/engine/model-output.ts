import { z } from 'zod';
import type { Draft, EvidenceItem } from '../writing-types.ts';

/** What a model must answer (as the prompt shows it): paragraphs citing evidence ids, unsupported claims, optional fields. */
const modelAnswerSchema = z.object({
  paragraphs: z
    .array(z.object({ text: z.string().trim().min(1), evidence: z.array(z.string()).default([]) }))
    .min(1, { error: 'paragraphs must hold at least one paragraph' }),
  unsupportedClaims: z.array(z.string()).default([]),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ParsedAnswer = { ok: true; draft: Omit<Draft, 'missingInputs'> } | { ok: false; problem: string };

/**
 * Checks a model's answer: JSON (a Markdown code fence around it is tolerated), the shape above, only
 * evidence ids that were given, and every field the task names. The problem text goes back to the model
 * in the repair attempt, so it names what is wrong without echoing evidence.
 */
export function parseModelAnswer(
  content: string,
  evidence: readonly EvidenceItem[],
  fieldNames: readonly string[] = [],
): ParsedAnswer {
  let json: unknown;
  try {
    json = JSON.parse(
      content
        .trim()
        .replace(/^```(?:json)?\s*/i, '')
        .replace(/\s*```$/, ''),
    );
  } catch {
    return { ok: false, problem: 'it is not valid JSON' };
  }
  const result = modelAnswerSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || 'the answer'}: ${issue.message}`);
    return { ok: false, problem: `it does not have the required shape (${issues.join('; ')})` };
  }
  const known = new Set(evidence.map((item) => item.id));
  const unknown = [...new Set(result.data.paragraphs.flatMap((p) => p.evidence).filter((id) => !known.has(id)))];
  if (unknown.length > 0)
    return { ok: false, problem: `it cites evidence ids that do not exist (${unknown.slice(0, 5).join(', ')})` };
  const missingFields = fieldNames.filter((name) => !result.data.fields?.[name]?.trim());
  if (missingFields.length > 0) return { ok: false, problem: `fields is missing ${missingFields.join(', ')}` };
  return {
    ok: true,
    draft: {
      paragraphs: result.data.paragraphs.map((p) => ({ text: p.text, evidenceIds: [...new Set(p.evidence)] })),
      unsupportedClaims: result.data.unsupportedClaims.map((claim) => claim.trim()).filter(Boolean),
      ...(fieldNames.length
        ? { fields: Object.fromEntries(fieldNames.map((name) => [name, result.data.fields![name]!.trim()])) }
        : {}),
    },
  };
}
