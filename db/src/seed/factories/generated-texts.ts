import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.generated_texts: the provenance of one generated text (written by the API's writing service). */
export type GeneratedTextRow = {
  id: string;
  kind: string;
  target_type: 'exhibit' | 'module' | 'letter' | 'entity' | 'bio' | 'petition';
  target_id: string | null;
  inputs: Record<string, unknown>;
  evidence: Record<string, unknown>[];
  provider: 'template' | 'openai-compatible';
  model: string | null;
  prompt_version: string;
  output: string;
  paragraphs: { text: string; evidenceIds: string[] }[];
  unsupported_claims: string[];
  missing_inputs: string[];
  fields: Record<string, string> | null;
  is_template: boolean;
  usage: Record<string, unknown> | null;
  duration_ms: number;
  created_by: string | null;
  created_at: string;
};

/** A template draft of an exhibit description by default, citing one piece of evidence. */
export function makeGeneratedText(overrides: Partial<GeneratedTextRow> = {}): GeneratedTextRow {
  return withDefaults<GeneratedTextRow>(
    {
      id: newId(),
      kind: 'exhibit-description',
      target_type: 'exhibit',
      target_id: null,
      inputs: {},
      evidence: [{ id: 'E1', kind: 'exhibit', label: 'Exhibit: Award certificate' }],
      provider: 'template',
      model: null,
      prompt_version: 'test-1',
      output: 'The award certificate shows the award.',
      paragraphs: [{ text: 'The award certificate shows the award.', evidenceIds: ['E1'] }],
      unsupported_claims: [],
      missing_inputs: [],
      fields: null,
      is_template: true,
      usage: null,
      duration_ms: 1,
      created_by: null,
      created_at: nowIso(),
    },
    overrides,
  );
}
