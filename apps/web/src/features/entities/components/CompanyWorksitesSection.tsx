import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { worksiteFormValues, worksiteOfficeColumns, type Worksite } from '@app/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { useUndoableDelete } from '@/components/files/use-undoable-delete.ts';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EDITOR_SESSION_CONTEXT } from '@/lib/editor-session.ts';
import type { CompanyWorksiteFieldsFragment } from '@/lib/gql/graphql.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import {
  AddCompanyWorksiteMutation,
  CompanyWorksitesQuery,
  RemoveCompanyWorksiteMutation,
  UpdateCompanyWorksiteMutation,
} from '../api/company-worksites.ts';
import { WorksiteForm } from './WorksiteForm.tsx';
import { WorksiteRow } from './WorksiteRow.tsx';

const NEW_WORKSITE = worksiteFormValues({ label: '' });

/**
 * The company's worksites, listed, added and edited by staff (a new case's employer has often not onboarded, and the
 * I-129 needs the beneficiary's worksite). They are the employer wizard's worksites: the employer sees the ones staff
 * add in their Worksite step, and the petition page chooses one of them per petition. One no petition uses can be
 * removed (with Undo); one a petition uses says which and cannot be (migration 0095 refuses it too).
 */
export function CompanyWorksitesSection({ companyId }: { companyId: string }) {
  // Refetched by the page's live events too (entity-live.ts): the employer adds, edits or removes a worksite.
  const query = useQuery(CompanyWorksitesQuery, { variables: { companyId }, context: LIVE_QUERY_CONTEXT });
  const worksites = query.data?.companyById?.companyOfficesByCompanyId.nodes;
  return (
    <section aria-labelledby="company-worksites-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="company-worksites-heading" className="text-base font-semibold">
          Worksites
        </h2>
        <p className="text-sm text-muted-foreground">
          Where the company's beneficiaries work. The employer sees these in their onboarding's Worksite step; each petition's
          page chooses the one its forms use.
        </p>
      </div>
      <QueryState loading={query.loading} error={query.error} hasData={Boolean(worksites)}>
        {worksites && <WorksiteList companyId={companyId} worksites={worksites} />}
      </QueryState>
    </section>
  );
}

function WorksiteList({ companyId, worksites }: { companyId: string; worksites: readonly CompanyWorksiteFieldsFragment[] }) {
  // Each sends the page's editor session: its echo on the live subscription is this change, which the page already has.
  const [add] = useMutation(AddCompanyWorksiteMutation, {
    refetchQueries: [CompanyWorksitesQuery],
    awaitRefetchQueries: true,
    context: EDITOR_SESSION_CONTEXT,
  });
  const [update] = useMutation(UpdateCompanyWorksiteMutation, { context: EDITOR_SESSION_CONTEXT });
  const [removeWorksite] = useMutation(RemoveCompanyWorksiteMutation, {
    refetchQueries: [CompanyWorksitesQuery],
    awaitRefetchQueries: true,
    context: EDITOR_SESSION_CONTEXT,
  });
  // Removed with Undo as the app's other removals: the row goes at once, the worksite when the toast's window ends.
  const { isPending, remove } = useUndoableDelete(async (id: string) => {
    try {
      await removeWorksite({ variables: { id } });
    } catch (error) {
      // The database's sentence (a petition chose it meanwhile), else a general one; the row shows again.
      const said = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      toast.error(said ?? 'The worksite could not be removed. Please try again.');
    }
  });
  // One form open at a time: the id of the worksite being edited, 'new' for a new one.
  const [open, setOpen] = useState<string | null>(null);

  const addWorksite = async (worksite: Worksite) => {
    await add({ variables: { office: { companyId, isEmployeeWorksite: true, ...worksiteOfficeColumns(worksite) } } });
    toast.success(`Worksite ${worksite.label} added`);
    setOpen(null);
  };
  const saveWorksite = (id: string) => async (worksite: Worksite) => {
    await update({ variables: { id, patch: worksiteOfficeColumns(worksite) } });
    toast.success(`Worksite ${worksite.label} saved`);
    setOpen(null);
  };

  const listed = worksites.filter((site) => !isPending(site.id));

  return (
    <>
      {listed.length === 0 ? (
        <p className="text-sm text-muted-foreground">No worksites yet.</p>
      ) : (
        <ul aria-label="Worksites" className="flex flex-col gap-2">
          {listed.map((site) => (
            <li key={site.id}>
              {open === site.id ? (
                <WorksiteForm
                  label={`Edit worksite ${site.label}`}
                  defaultValues={worksiteFormValues(site)}
                  submitLabel="Save worksite"
                  onSave={saveWorksite(site.id)}
                  onCancel={() => setOpen(null)}
                />
              ) : (
                <WorksiteRow
                  site={site}
                  onEdit={() => setOpen(site.id)}
                  onRemove={() => remove(site.id, site.label, `Removed worksite ${site.label}`)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {open === 'new' ? (
        <WorksiteForm
          label="New worksite"
          defaultValues={NEW_WORKSITE}
          submitLabel="Add worksite"
          onSave={addWorksite}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <div>
          <Button type="button" variant="secondary" onClick={() => setOpen('new')}>
            Add a worksite
          </Button>
        </div>
      )}
    </>
  );
}
