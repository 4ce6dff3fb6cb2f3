import { exhibitDescriptionContract, GENERATION_ID_HEADER, moduleDescriptionContract, TEMPLATE_DRAFT_HEADER } from '@app/domain';
import { graphql } from '@/lib/gql/index.ts';
import { callFormRoute } from '@/lib/rest-client.ts';

/** Which record 'Generate Description' writes for (spec 2 §7.2). */
export interface GenerateTarget {
  kind: 'exhibit' | 'module';
  id: string;
}

export interface GeneratedDescription {
  text: string;
  /** The provenance row (app_public.generated_texts) of this generation, when the server named it. */
  generationId: string | null;
  /** True when the template composer wrote it (no model configured): the panel says so. */
  isTemplate: boolean;
}

/**
 * POST /exhibit/description or /module/description, form-encoded (spec 2 §7.2): the answer is plain
 * text, with the generation's id and template flag in headers. Throws on a refusal or no answer.
 */
export async function requestDescription(target: GenerateTarget, signal?: AbortSignal): Promise<GeneratedDescription> {
  const { data: text, headers } =
    target.kind === 'exhibit'
      ? await callFormRoute(exhibitDescriptionContract, { body: { exhibit_id: target.id }, ...(signal ? { signal } : {}) })
      : await callFormRoute(moduleDescriptionContract, { body: { module_id: target.id }, ...(signal ? { signal } : {}) });
  return {
    text,
    generationId: headers.get(GENERATION_ID_HEADER),
    isTemplate: headers.get(TEMPLATE_DRAFT_HEADER) === 'true',
  };
}

/** The provenance of one generation: the evidence it used, what each paragraph rests on, the claims it could not support. */
export const GenerationProvenanceQuery = graphql(`
  query RichTextGenerationProvenance($id: UUID!) {
    generatedTextById(id: $id) {
      id
      evidence
      paragraphs
      unsupportedClaims
      missingInputs
      isTemplate
    }
  }
`);

export interface EvidenceSource {
  id: string;
  label: string;
}

/** The stored JSON as the panel's lists; anything malformed is skipped, never shown raw. */
export function provenanceLists(
  evidence: unknown,
  unsupportedClaims: unknown,
): { sources: EvidenceSource[]; unsupported: string[] } {
  const sources = Array.isArray(evidence)
    ? evidence.flatMap((item: unknown) =>
        typeof item === 'object' && item !== null && 'label' in item && typeof item.label === 'string'
          ? [{ id: 'id' in item && typeof item.id === 'string' ? item.id : item.label, label: item.label }]
          : [],
      )
    : [];
  const unsupported = Array.isArray(unsupportedClaims)
    ? unsupportedClaims.filter((claim): claim is string => typeof claim === 'string' && claim.trim() !== '')
    : [];
  return { sources, unsupported };
}
