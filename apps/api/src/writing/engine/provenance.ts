import { randomUUID } from 'node:crypto';
import { asUser } from '@app/db';
import type pg from 'pg';
import type { Draft, EvidenceItem, GenerationKind, GenerationTarget } from '../writing-types.ts';
import type { ModelUsage } from './model-writer.ts';

export interface GenerationRecord {
  kind: GenerationKind;
  target: GenerationTarget;
  inputs: unknown;
  evidence: readonly EvidenceItem[];
  provider: 'template' | 'openai-compatible';
  model: string | null;
  promptVersion: string;
  output: string;
  draft: Draft;
  usage: ModelUsage | null;
  durationMs: number;
}

/**
 * Stores a generation in app_public.generated_texts as the staff member who asked (the insert policy
 * admits staff recording in their own name). Evidence is stored as references — ids, labels, record and
 * file ids, content hashes, sizes — never its text, so provenance does not copy documents.
 */
export async function recordGeneration(pool: pg.Pool, userId: string, record: GenerationRecord): Promise<string> {
  const id = randomUUID();
  const evidence = record.evidence.map((item) => ({
    id: item.id,
    kind: item.kind,
    label: item.label,
    recordId: item.recordId ?? null,
    fileId: item.fileId ?? null,
    contentHash: item.contentHash ?? null,
    chars: item.text.length,
  }));
  await asUser(pool, userId, (client) =>
    client.query(
      `insert into app_public.generated_texts
         (id, kind, target_type, target_id, inputs, evidence, provider, model, prompt_version, output,
          paragraphs, unsupported_claims, missing_inputs, fields, is_template, usage, duration_ms, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
      [
        id,
        record.kind,
        record.target.type,
        record.target.id,
        JSON.stringify(inputsAsJson(record.inputs)),
        JSON.stringify(evidence),
        record.provider,
        record.model,
        record.promptVersion,
        record.output,
        JSON.stringify(record.draft.paragraphs),
        JSON.stringify(record.draft.unsupportedClaims),
        JSON.stringify(record.draft.missingInputs),
        record.draft.fields ? JSON.stringify(record.draft.fields) : null,
        record.provider === 'template',
        record.usage ? JSON.stringify(record.usage) : null,
        Math.round(record.durationMs),
        userId,
      ],
    ),
  );
  return id;
}

/** The inputs as a JSON object: file bytes become their size (their hash is in the evidence), other values stay. */
function inputsAsJson(inputs: unknown): Record<string, unknown> {
  const json: unknown = JSON.parse(
    JSON.stringify(inputs ?? {}, (_key, value: unknown) => {
      if (value instanceof Uint8Array) return { bytes: value.byteLength };
      if (
        value &&
        typeof value === 'object' &&
        (value as { type?: unknown }).type === 'Buffer' &&
        Array.isArray((value as { data?: unknown }).data)
      ) {
        return { bytes: (value as { data: unknown[] }).data.length };
      }
      return value;
    }) ?? '{}',
  );
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : { value: json };
}
