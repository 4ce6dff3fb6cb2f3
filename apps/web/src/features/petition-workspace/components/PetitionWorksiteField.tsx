import { useMutation, useQuery } from '@apollo/client/react';
import { isSelfPetition, petitionWorksite, worksiteAddressLine, type PetitionWorksiteSource } from '@app/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import { useAppHref } from '@/lib/navigation.tsx';
import { hrefs } from '@/lib/paths.ts';
import type { PetitionWorksiteQuery as PetitionWorksiteData } from '@/lib/gql/graphql.ts';
import { EDITOR_SESSION_CONTEXT } from '../api/editor-session.ts';
import { PetitionWorksiteQuery, WorkspaceSetPetitionWorksite } from '../api/petition-worksite-api.ts';
import { useRefetchOnPetitionChange } from '../hooks/use-refetch-on-petition-change.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** The select's value for "no worksite chosen": the forms then take the employer's worksite from onboarding. */
const FROM_ONBOARDING = '';
const FROM_ONBOARDING_LABEL = "The employer's worksite from onboarding";

/** Why the forms use the address they use, after "The forms use". */
const SOURCE_TEXTS: Readonly<Record<PetitionWorksiteSource, string>> = {
  chosen: 'the worksite chosen here',
  'first-worksite': "the employer's first worksite from onboarding",
  'business-address': 'the business address, which the employer gave as the worksite',
};

type Petition = NonNullable<PetitionWorksiteData['petitionById']>;

/** The address the USCIS forms print as the worksite, and where it comes from; null when there is none. */
function formsWorksiteText(petition: Petition): string | null {
  const company = petition.companyByCompanyId;
  const offices = company?.companyOfficesByCompanyId.nodes ?? [];
  const worksite = petitionWorksite({
    chosen: petition.companyOfficeByWorksiteOfficeId,
    firstWorksite: offices[0],
    businessAddressIsWorksite: company?.isBusinessAddressWorksite,
  });
  if (!worksite) return null;
  const address = worksite.office
    ? `${worksite.office.label} — ${worksiteAddressLine(worksite.office)}`
    : worksiteAddressLine({ ...company, street: company?.streetNumberStreetNameBusinessAddress, postalCode: company?.zipCode });
  return `${address} (${SOURCE_TEXTS[worksite.source]})`;
}

/**
 * The petition's worksite, chosen by staff among the petitioner's worksites (petitions.worksite_office_id; the
 * database refuses another company's office), or left to the employer's from onboarding. Says which address the
 * I-129 prints, so staff need not generate the form to find out. The worksites are added on Entities (the company's
 * pane) or by the employer in their wizard.
 */
export function PetitionWorksiteField({ petitionId, editable }: { petitionId: string; editable: boolean }) {
  const query = useQuery(PetitionWorksiteQuery, { variables: { id: petitionId }, context: LIVE_QUERY_CONTEXT });
  // A worksite's address changed on Entities or in the employer's wizard notifies the petition's topic (migration
  // 0095), so the address the forms will print is the current one without a reload.
  useRefetchOnPetitionChange(petitionId, query.refetch);
  const petition = query.data?.petitionById;
  if (!petition) {
    return (
      <div className="grid content-start gap-1 text-sm sm:col-span-2">
        <span className="font-medium">Worksite</span>
        <span className="text-muted-foreground">{query.error ? 'The worksite could not be loaded.' : 'Loading…'}</span>
      </div>
    );
  }
  if (!petition.companyByCompanyId) {
    // A worksite is one of the petitioner company's offices: without a company there is none to choose.
    return (
      <div className="grid content-start gap-1 text-sm sm:col-span-2">
        <span className="font-medium">Worksite</span>
        <span className="text-muted-foreground">
          {isSelfPetition({ visaClass: petition.visaClass, hasPetitionerCompany: false })
            ? 'A self-petition has no petitioner company, so there is no employer’s worksite to choose; its forms print none.'
            : 'The petition has no petitioner company, so there is no worksite to choose.'}
        </span>
      </div>
    );
  }
  return <WorksiteChoice petition={petition} editable={editable} />;
}

function WorksiteChoice({ petition, editable }: { petition: Petition; editable: boolean }) {
  const id = useId();
  const href = useAppHref();
  const [setWorksite] = useMutation(WorkspaceSetPetitionWorksite, {
    refetchQueries: [PetitionWorksiteQuery],
    awaitRefetchQueries: true,
  });
  const field = useAutosavedValue(
    petition.worksiteOfficeId ?? FROM_ONBOARDING,
    (value: string) =>
      setWorksite({
        variables: { id: petition.id, worksiteOfficeId: value === FROM_ONBOARDING ? null : value },
        context: EDITOR_SESSION_CONTEXT,
      }),
    0,
  );
  const company = petition.companyByCompanyId;
  const offices = company?.companyOfficesByCompanyId.nodes ?? [];
  const chosen = petition.companyOfficeByWorksiteOfficeId;
  // A chosen office no longer listed as a worksite (unmarked since) is still offered, so the select shows it.
  const options = chosen && !offices.some((office) => office.id === chosen.id) ? [...offices, chosen] : offices;
  const used = formsWorksiteText(petition);
  const usedId = `${id}-used`;
  return (
    <div className="grid content-start gap-1 sm:col-span-2">
      <Label htmlFor={id}>Worksite</Label>
      <NativeSelect
        id={id}
        value={field.value}
        disabled={!editable}
        aria-describedby={usedId}
        onChange={(event) => field.change(event.target.value)}
        className="w-full"
      >
        <option value={FROM_ONBOARDING}>{FROM_ONBOARDING_LABEL}</option>
        {options.map((office) => (
          <option key={office.id} value={office.id}>
            {office.label} — {worksiteAddressLine(office)}
          </option>
        ))}
      </NativeSelect>
      <p id={usedId} className="text-xs text-muted-foreground">
        {used ? `The forms use ${used}.` : 'The forms have no worksite address yet: add a worksite to the petitioner.'}
        {company && (
          <>
            {' '}
            <Link className="underline" to={href(hrefs.entity('COMPANY', company.id))}>
              Add or edit the petitioner's worksites
            </Link>
          </>
        )}
      </p>
      <AutosaveStatus status={field.status} />
    </div>
  );
}
