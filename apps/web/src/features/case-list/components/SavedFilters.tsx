import { useMutation, useQuery } from '@apollo/client/react';
import { caseListFilterParams, SAVED_CASE_FILTER_NAME_MAX, ZSavedCaseFilterNameSchema, type TCaseListFilter } from '@app/domain';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { mutateWithFeedback } from '@/lib/mutation-feedback.ts';
import { CaseListSavedFiltersQuery, DeleteCaseListSavedFilter, SaveCaseListFilter } from '../api/saved-filters.ts';
import { parseSavedFilters } from '../model/saved-filters.ts';

interface SavedFiltersProps {
  /** The filters on screen, saved under the name given. */
  current: TCaseListFilter;
  onApply: (filter: TCaseListFilter) => void;
}

/**
 * Saved filters, kept on the server for the signed-in staff member (migration 0057): apply one, save the current
 * filters under a name (the same name replaces them), or remove one. "Saved" shows only once the server has them;
 * a refused name keeps what was typed and says why.
 */
export function SavedFilters({ current, onApply }: SavedFiltersProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const query = useQuery(CaseListSavedFiltersQuery, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SaveCaseListFilter);
  const [remove] = useMutation(DeleteCaseListSavedFilter);
  const saved = useMemo(() => parseSavedFilters(query.data?.allCaseListSavedFilters?.nodes), [query.data]);

  const submit = async () => {
    setSavedName(null);
    const parsed = ZSavedCaseFilterNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the name.');
      return;
    }
    setProblem(null);
    const ok = await mutateWithFeedback(
      'saving case-list filters',
      () => save({ variables: { name: parsed.data, filter: JSON.stringify(caseListFilterParams(current)) } }),
      query.refetch,
    );
    if (ok) {
      setSavedName(parsed.data);
      setName('');
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        Saved filters
      </h2>
      {saved.length === 0 ? (
        <p className="text-sm text-muted-foreground">{query.loading ? 'Loading saved filters…' : 'No saved filters yet.'}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {saved.map((entry) => (
            <li key={entry.id} className="flex items-center gap-1">
              <Button type="button" variant="outline" size="sm" allowInReadOnly onClick={() => onApply(entry.filter)}>
                {entry.name}
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                allowInReadOnly
                aria-label={`Remove the saved filter ${entry.name}`}
                onClick={() =>
                  void mutateWithFeedback(
                    'removing saved case-list filters',
                    () => remove({ variables: { id: entry.id } }),
                    query.refetch,
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={`${id}-name`} className="text-xs font-medium">
            Name for the current filters
          </label>
          <Input
            id={`${id}-name`}
            allowInReadOnly
            maxLength={SAVED_CASE_FILTER_NAME_MAX}
            value={name}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" variant="outline" allowInReadOnly disabled={saving.loading}>
          Save filters
        </Button>
      </form>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      {savedName && (
        <p role="status" className="text-xs text-muted-foreground">
          Saved as “{savedName}”.
        </p>
      )}
    </section>
  );
}
