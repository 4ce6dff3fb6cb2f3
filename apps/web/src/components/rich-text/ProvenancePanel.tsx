import { useQuery } from '@apollo/client/react';
import { GenerationProvenanceQuery } from './generate-description.ts';
import { generationProvenance, type ParagraphProvenance } from './paragraph-provenance.ts';

export const TEMPLATE_DRAFT_NOTICE = 'Template draft: no writing model is configured, so this text was composed from a template.';

const HIGHLIGHT = 'rounded-sm bg-amber-200 px-1 text-amber-950';

/** What one paragraph rests on: the inputs it repeats and the evidence it cites, its flagged claims and gaps. */
function ParagraphItem({ paragraph }: { paragraph: ParagraphProvenance }) {
  const restsOnNothing = paragraph.inputs.length === 0 && paragraph.sources.length === 0;
  return (
    <li className="space-y-0.5">
      <p className="font-medium">“{paragraph.opening}”</p>
      {paragraph.inputs.length > 0 && <p>Inputs: {paragraph.inputs.join(', ')}</p>}
      {paragraph.sources.length > 0 && <p>Evidence: {paragraph.sources.join('; ')}</p>}
      {restsOnNothing && <p className="text-muted-foreground">Rests on no input or evidence.</p>}
      {paragraph.unsupportedClaims.map((claim) => (
        <p key={claim}>
          Unsupported claim: <mark className={HIGHLIGHT}>{claim}</mark>
        </p>
      ))}
      {paragraph.placeholders.length > 0 && (
        <p>
          Missing:{' '}
          {paragraph.placeholders.map((placeholder) => (
            <mark key={placeholder} className={`${HIGHLIGHT} mr-1`}>
              {placeholder}
            </mark>
          ))}
        </p>
      )}
    </li>
  );
}

/**
 * Beside a generated text (a description, a bio or a letter): the evidence it used ('Sources'), what each
 * paragraph rests on (its first words → inputs and evidence), the claims the writer could not support,
 * highlighted, and the inputs it lacked; read from the generation's provenance record (staff only).
 */
export function ProvenancePanel({ generationId, isTemplate }: { generationId: string; isTemplate: boolean }) {
  const { data, loading, error } = useQuery(GenerationProvenanceQuery, { variables: { id: generationId } });
  const record = data?.generatedTextById;
  const { sources, unsupported, missingInputs, paragraphs } = generationProvenance({
    evidence: record?.evidence,
    unsupportedClaims: record?.unsupportedClaims,
    paragraphs: record?.paragraphs,
    missingInputs: record?.missingInputs,
  });
  return (
    <aside aria-label="Generated description provenance" className="space-y-3 rounded-md border bg-muted/30 p-3 text-sm">
      {(isTemplate || record?.isTemplate) && (
        <p className="font-medium text-amber-700 dark:text-amber-400">{TEMPLATE_DRAFT_NOTICE}</p>
      )}
      <section>
        <h3 className="font-semibold">Sources</h3>
        {loading && <p className="text-muted-foreground">Loading sources...</p>}
        {error && <p className="text-destructive">The sources could not be loaded.</p>}
        {!loading && !error && sources.length === 0 && <p className="text-muted-foreground">No evidence was used.</p>}
        {sources.length > 0 && (
          <ul className="list-disc pl-5">
            {sources.map((source) => (
              <li key={source.id}>{source.label}</li>
            ))}
          </ul>
        )}
      </section>
      {record && (
        <section>
          <h3 className="font-semibold">Unsupported claims</h3>
          {unsupported.length === 0 ? (
            <p className="text-muted-foreground">No unsupported claims.</p>
          ) : (
            <ul className="space-y-1">
              {unsupported.map((claim) => (
                <li key={claim}>
                  <mark className={HIGHLIGHT}>{claim}</mark>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {missingInputs.length > 0 && (
        <section>
          <h3 className="font-semibold">Missing inputs</h3>
          <p>{missingInputs.join(', ')}</p>
        </section>
      )}
      {paragraphs.length > 0 && (
        <section>
          <h3 className="font-semibold">Paragraphs</h3>
          <ol aria-label="Paragraph provenance" className="list-decimal space-y-2 pl-5">
            {paragraphs.map((paragraph, index) => (
              <ParagraphItem key={index} paragraph={paragraph} />
            ))}
          </ol>
        </section>
      )}
    </aside>
  );
}
