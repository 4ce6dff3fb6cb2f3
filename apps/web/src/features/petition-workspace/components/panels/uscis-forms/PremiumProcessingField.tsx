import { YES_NO, type YesNo } from '@app/domain';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';
import { EDITOR_SESSION_CONTEXT } from '../../../api/editor-session.ts';
import { WorkspaceSetPetitionCaseDetail } from '../../../api/workspace-mutations.ts';
import { AutosavedSelectField } from '../../AutosavedSelectField.tsx';

/** The petition's metadata, which the workspace query has already read (WorkspaceCaseFields): a cache hit. */
const PremiumProcessingOfPetition = graphql(`
  query PremiumProcessingOfPetition($id: UUID!) {
    petitionById(id: $id) {
      id
      metadata
    }
  }
`);

const LABELS: Readonly<Record<YesNo, string>> = { Yes: 'Requested', No: 'Not requested' };
const OPTIONS = YES_NO.map((value) => ({ value, label: LABELS[value] }));

/** metadata.premiumProcessing as stored (migration 0115 holds it to Yes or No), else none: not decided yet. */
function premiumProcessingOf(metadata: string | null | undefined): YesNo | null {
  try {
    const value = (JSON.parse(metadata ?? '{}') as Record<string, unknown>).premiumProcessing;
    return value === 'Yes' || value === 'No' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether the case asks for premium processing: "Requested" adds the I-907 to the forms filled from the case
 * (requiredForms reads metadata.premiumProcessing), so the list is read again once it is saved.
 */
export function PremiumProcessingField({ petitionId, onSaved }: { petitionId: string; onSaved: () => Promise<void> }) {
  const { data } = useQuery(PremiumProcessingOfPetition, { variables: { id: petitionId } });
  const [setDetail] = useMutation(WorkspaceSetPetitionCaseDetail);
  if (!data?.petitionById) return null;
  return (
    <AutosavedSelectField
      label="Premium processing (Form I-907)"
      saved={premiumProcessingOf(data.petitionById.metadata)}
      options={OPTIONS}
      allowNone
      onSave={async (value) => {
        await setDetail({
          variables: { petitionId, field: 'premiumProcessing', value },
          context: EDITOR_SESSION_CONTEXT,
        });
        await onSaved();
      }}
    />
  );
}
