import { useQuery } from '@apollo/client/react';
import { validatePetitionDraft } from '@app/domain';
import { toast } from 'sonner';
import { QueryState } from '@/components/QueryState.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { BuilderCaseStrategiesQuery, CASE_STRATEGY_LIST_COUNT } from '../api/case-strategies.ts';
import { useCreatePetition } from '../hooks/use-create-petition.ts';
import { writeBuilderParams } from '../model/builder-params.ts';
import { moduleDrafts } from '../model/builder-state.ts';
import { fromStrategy, toCreatePetitionRequest } from '../model/strategy-payload.ts';

function builderLink(strategy: { id: string; userId?: string | null }, asStrategy: boolean): string {
  const params = writeBuilderParams({
    visaType: null,
    petitionerId: null,
    beneficiaryId: strategy.userId ?? null,
    archetype: null,
    caseStrategyId: strategy.id,
    isCaseStrategy: asStrategy,
  });
  return `${paths.admin.newPetition}?${params.toString()}`;
}

/**
 * The newest case strategies (spec 1 §3, §9: 15 by default): reopen one, or turn it into a petition in
 * one step. A strategy that is not ready (no petitioner yet, an autogen module missing its inputs) opens
 * on the new-petition page instead, with the rules that block it shown there.
 */
export function CaseStrategyList({ currentId }: { currentId: string | null }) {
  const { data, loading, error } = useQuery(BuilderCaseStrategiesQuery, {
    variables: { first: CASE_STRATEGY_LIST_COUNT },
    fetchPolicy: 'cache-and-network',
  });
  const { state: creation, create } = useCreatePetition();
  const strategies = data?.allCaseStrategies?.nodes ?? [];

  const turnIntoPetition = async (strategy: (typeof strategies)[number]) => {
    const reading = fromStrategy(JSON.parse(strategy.strategy) as unknown, strategy.label);
    if (!reading.ok) {
      toast.error(`This strategy cannot be read: ${reading.message}`);
      return;
    }
    const draft = {
      beneficiaryId: reading.beneficiaryId,
      petitionerId: reading.petitionerId,
      visaClassId: reading.state.visaClassId,
      proposedUSSalary: reading.state.metadata.proposedUSSalary,
    };
    const problems = validatePetitionDraft(draft, moduleDrafts(reading.state));
    if (problems.length > 0) {
      toast.error(`Not ready to become a petition: ${problems.join(' ')}`);
      return;
    }
    const request = toCreatePetitionRequest(reading.state, strategy.id);
    await create({ ...request, beneficiaryId: reading.beneficiaryId ?? '', petitionerId: reading.petitionerId });
  };

  return (
    <section aria-labelledby="case-strategies-heading" className="flex flex-col gap-3">
      <h2 id="case-strategies-heading" className="text-lg font-semibold">
        Case strategies
      </h2>
      {creation.status === 'error' ? (
        <p role="alert" className="text-sm text-destructive">
          Error creating petition: {creation.message}
        </p>
      ) : null}
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={strategies.length === 0}
        empty="No case strategies yet."
        compact
      >
        <ul className="flex flex-col divide-y rounded-md border">
          {strategies.map((strategy) => (
            <li
              key={strategy.id}
              className="flex flex-col gap-2 p-3"
              aria-current={strategy.id === currentId ? 'true' : undefined}
            >
              <div>
                <p className="font-medium">{strategy.label || 'Untitled strategy'}</p>
                <p className="text-xs text-muted-foreground">
                  {strategy.userByUserId?.fullName ? `${strategy.userByUserId.fullName} · ` : ''}
                  Updated {formatTimestamp(strategy.updatedAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <AppLink
                  to={builderLink(strategy, true)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={`Open strategy ${strategy.label || 'Untitled strategy'}`}
                >
                  Open
                </AppLink>
                <AppLink
                  to={builderLink(strategy, false)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={`Edit as petition: ${strategy.label || 'Untitled strategy'}`}
                >
                  Edit as petition
                </AppLink>
                <Button
                  type="button"
                  size="sm"
                  disabled={creation.status === 'loading'}
                  onClick={() => void turnIntoPetition(strategy)}
                  aria-label={`Create petition from ${strategy.label || 'Untitled strategy'}`}
                >
                  Create petition
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
