import { useMutation, useQuery } from '@apollo/client/react';
import { worksiteAddressLine, worksiteFormValues, worksiteOfficeColumns, type Worksite } from '@app/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { CompanyWorksiteFieldsFragment } from '@/lib/gql/graphql.ts';
import { AddCompanyWorksiteMutation, CompanyWorksitesQuery, UpdateCompanyWorksiteMutation } from '../api/company-worksites.ts';
import { WorksiteForm } from './WorksiteForm.tsx';

const NEW_WORKSITE = worksiteFormValues({ label: '' });

/**
 * The company's worksites, listed, added and edited by staff (a new case's employer has often not onboarded, and the
 * I-129 needs the beneficiary's worksite). They are the employer wizard's worksites: the employer sees the ones staff
 * add in their Worksite step, and the petition page chooses one of them per petition.
 */
export function CompanyWorksitesSection({ companyId }: { companyId: string }) {
  const query = useQuery(CompanyWorksitesQuery, { variables: { companyId } });
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
  const [add] = useMutation(AddCompanyWorksiteMutation, { refetchQueries: [CompanyWorksitesQuery], awaitRefetchQueries: true });
  const [update] = useMutation(UpdateCompanyWorksiteMutation);
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

  return (
    <>
      {worksites.length === 0 ? (
        <p className="text-sm text-muted-foreground">No worksites yet.</p>
      ) : (
        <ul aria-label="Worksites" className="flex flex-col gap-2">
          {worksites.map((site) => (
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
                <div className="flex flex-wrap items-center justify-between gap-2 rounded border p-3 text-sm">
                  <span className="min-w-0 break-words">
                    <strong>{site.label}</strong> — {worksiteAddressLine(site)}
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Edit worksite ${site.label}`}
                    onClick={() => setOpen(site.id)}
                  >
                    Edit
                  </Button>
                </div>
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
