import { useId } from 'react';
import type { PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { FilledFormCard } from './FilledFormCard.tsx';
import { PremiumProcessingField } from './PremiumProcessingField.tsx';
import { useUscisForms } from './uscis-forms-api.ts';

/** The USCIS forms the case needs, filled from the case (issue 28), in the order the firm files them. */
export function FilledFormsSection({ petitionId, onPreview }: { petitionId: string; onPreview: (file: PreviewFile) => void }) {
  const id = useId();
  const { forms, loading, error, refetch } = useUscisForms(petitionId);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Filled from the case
      </h3>
      <PremiumProcessingField petitionId={petitionId} onSaved={refetch} />
      <QueryState
        loading={loading}
        error={error}
        hasData={forms !== null}
        isEmpty={forms?.length === 0}
        empty="This case needs no USCIS forms."
      >
        <ul className="space-y-2" aria-label="Filled from the case">
          {(forms ?? []).map((form) => (
            <li key={form.form}>
              <FilledFormCard petitionId={petitionId} form={form} refetch={refetch} onPreview={onPreview} />
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
