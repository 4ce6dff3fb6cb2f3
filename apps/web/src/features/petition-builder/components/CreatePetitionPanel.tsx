import { validatePetitionDraft } from '@app/domain';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CREATE_PETITION_ERROR, type CreationState } from '../hooks/use-create-petition.ts';
import { moduleDrafts, type BuilderState } from '../model/builder-state.ts';

/** The save button reads this while no beneficiary is chosen (spec 1 §2). */
export const MISSING_BENEFICIARY = 'Missing beneficiary';

export interface CreatePetitionPanelProps {
  state: BuilderState;
  creation: CreationState;
  onCreate: () => void;
  label?: string;
}

/**
 * The create button and, while creation is blocked, every rule that blocks it (spec 1 §5); module
 * rules name their module, whose card is marked too.
 */
export function CreatePetitionPanel({ state, creation, onCreate, label = 'Create petition' }: CreatePetitionPanelProps) {
  const problemsId = useId();
  const problems = validatePetitionDraft(
    {
      beneficiaryId: state.beneficiary?.id,
      petitionerId: state.petitioner?.id,
      visaClassId: state.visaClassId,
      proposedUSSalary: state.metadata.proposedUSSalary,
    },
    moduleDrafts(state),
  );
  const loading = creation.status === 'loading';
  const blocked = problems.length > 0;
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4">
      {blocked ? (
        <div id={problemsId}>
          <p className="text-sm font-medium">The petition cannot be created yet:</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-destructive" aria-label="What blocks creating the petition">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {creation.status === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          {CREATE_PETITION_ERROR}: {creation.message}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          onClick={onCreate}
          disabled={blocked || loading}
          aria-describedby={blocked ? problemsId : undefined}
        >
          {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {state.beneficiary ? (loading ? 'Creating petition…' : label) : MISSING_BENEFICIARY}
        </Button>
      </div>
    </div>
  );
}
