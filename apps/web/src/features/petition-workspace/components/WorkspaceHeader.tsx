import {
  appliesAtTheBorder,
  FILING_TYPE_LABELS,
  FILING_TYPES,
  formatCalendarDate,
  formatVisaClass,
  isSelfPetition,
  petitionStatusesOffered,
  petitionStatusLabel,
  projectManagementStatusSchema,
  receiptNumberSchema,
  SELF_PETITION_PETITIONER_LABEL,
  tnApplicationCover,
  TN_NO_USCIS_FILING_NOTE,
  trackingNumberSchema,
  uscisAddressSchema,
  type PetitionStatus,
} from '@app/domain';
import { Link } from 'react-router';
import type { z } from 'zod';
import { OnboardingStatusField } from './OnboardingStatusField.tsx';
import type { WorkspaceCaseFieldsFragment, WorkspacePetitionQuery } from '@/lib/gql/graphql.ts';
import { graphql } from '@/lib/gql/index.ts';
import { useAppHref } from '@/lib/navigation.tsx';
import { hrefs } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.tsx';
import type { PetitionPatch } from '@/lib/gql/graphql.ts';
import { describeArrival } from './ArrivalHistory.tsx';
import { HeaderUscisStatus } from './HeaderUscisStatus.tsx';
import { AutosavedSelectField } from './AutosavedSelectField.tsx';
import { AutosavedTextField } from './AutosavedTextField.tsx';
import { BuilderCaseFields } from './BuilderCaseFields.tsx';
import { PetitionRequestedPeriodField } from './PetitionRequestedPeriodField.tsx';
import { PetitionWorksiteField } from './PetitionWorksiteField.tsx';
import { UserPickerField } from './UserPickerField.tsx';

/**
 * The case fields this header shows and edits, written once: the workspace query reads them and the save
 * mutation answers with them (api/workspace-query.ts, api/workspace-mutations.ts), so Apollo's cache updates
 * what the header shows. Fragment masking is off (scripts/codegen.ts): the fields reach the header as plain
 * fields of the query's petition.
 */
export const WorkspaceCaseFields = graphql(`
  fragment WorkspaceCaseFields on Petition {
    id
    status
    caseType
    filingType
    targetSubmissionDate
    petitionShippedDate
    uscisAddress
    trackingNumber
    uscisReceiptNumber
    uscisStatus
    projectManagementStatus
    # The builder's case details (BuilderCaseFields.tsx): fieldOfEndeavor, proposedUSRole, proposedUSSalary, worksiteLocation.
    metadata
    oaUserId
    csmUserId
  }
`);

export type WorkspacePetition = NonNullable<WorkspacePetitionQuery['petitionById']>;

const FILING_TYPE_OPTIONS = FILING_TYPES.map((value) => ({ value, label: FILING_TYPE_LABELS[value] }));

interface WorkspaceHeaderProps {
  petition: WorkspacePetition;
  savePetition: (patch: PetitionPatch) => Promise<unknown>;
}

/** The case: who and what it is about, and its case fields, each edited in place with autosave. */
export function WorkspaceHeader({ petition, savePetition }: WorkspaceHeaderProps) {
  const { isAdmin } = useSession();
  const href = useAppHref();
  const beneficiary = petition.userByBeneficiaryId;
  const company = petition.companyByCompanyId;
  const i94 = petition.latestI94Entry;
  // A TN applied for at the border or a consulate files nothing with USCIS: its USCIS fields are not asked, and a value
  // stored before the filing type changed still shows, so nothing disappears unseen.
  const atTheBorder = appliesAtTheBorder(petition.visaClass, petition.filingType);
  const uscisField = (value: string | null | undefined) => !atTheBorder || Boolean(value);
  // Its statuses read in its route's words, and RFE Received is not offered (USCIS sends such a TN no RFE); the
  // stored values are the same (docs/decisions.md, "… never speaks of a USCIS petition").
  const statusOptions = petitionStatusesOffered(petition, petition.status).map((value) => ({
    value,
    label: petitionStatusLabel(value, petition),
  }));
  // What the case is: a TN applied for at the border or a consulate is an application, its company the employer.
  const route = tnApplicationCover(petition.visaClass, petition.filingType);
  const text = (
    label: string,
    key: keyof PetitionPatch & keyof WorkspaceCaseFieldsFragment,
    date = false,
    rule?: z.ZodType<string, string>,
    multiline = false,
  ) => (
    <AutosavedTextField
      label={label}
      saved={petition[key] as string | null}
      date={date}
      rule={rule}
      multiline={multiline}
      onSave={(value) => savePetition({ [key]: value })}
    />
  );
  return (
    <header className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">
          {route ? route.documentSubject : `${petition.visaClassLabel ?? formatVisaClass(petition.visaClass)} petition`}
          {petition.extendedPetition ? ' (extension)' : ''}
        </h1>
        {petition.extendedPetition && (
          <p className="text-sm text-muted-foreground">
            Extends{' '}
            <Link className="font-medium text-foreground underline" to={href(hrefs.petition(petition.extendedPetition.id))}>
              the petition approved
              {petition.extendedPetition.approvedValidTo
                ? ` until ${formatCalendarDate(petition.extendedPetition.approvedValidTo)}`
                : ''}
            </Link>
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          Beneficiary{' '}
          {beneficiary ? (
            <Link className="font-medium text-foreground underline" to={href(hrefs.entity('USER', beneficiary.id))}>
              {beneficiary.fullName}
            </Link>
          ) : (
            <span>(Not found)</span>
          )}
          {' · '}
          {route?.companyRole ?? 'Petitioner'}{' '}
          {company ? (
            <Link className="font-medium text-foreground underline" to={href(hrefs.entity('COMPANY', company.id))}>
              {company.dbaName || company.legalName}
            </Link>
          ) : isSelfPetition({ visaClass: petition.visaClass, hasPetitionerCompany: false }) ? (
            <span>{SELF_PETITION_PETITIONER_LABEL}</span>
          ) : (
            <span>(Not found)</span>
          )}
        </p>
      </div>
      <section aria-label="Case fields" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {isAdmin ? (
          <AutosavedSelectField
            label="Status"
            saved={petition.status}
            options={statusOptions}
            onSave={(value) => savePetition({ status: (value ?? petition.status) as PetitionStatus })}
          />
        ) : (
          <p className="text-sm">Status: {petitionStatusLabel(petition.status as PetitionStatus, petition)}</p>
        )}
        {text('Target submission date', 'targetSubmissionDate', true)}
        {uscisField(petition.uscisReceiptNumber) &&
          text('USCIS receipt number', 'uscisReceiptNumber', false, receiptNumberSchema)}
        {/* Read only: the newest status recorded in the USCIS status panel, the one way that reaches everyone (0112). */}
        {uscisField(petition.uscisStatus) && <HeaderUscisStatus status={petition.uscisStatus} />}
        {uscisField(petition.trackingNumber) && text('Tracking number', 'trackingNumber', false, trackingNumberSchema)}
        {uscisField(petition.petitionShippedDate) && text('Petition shipped date', 'petitionShippedDate', true)}
        {uscisField(petition.uscisAddress) && text('USCIS address', 'uscisAddress', false, uscisAddressSchema, true)}
        {atTheBorder && <p className="text-sm text-muted-foreground sm:col-span-2">{TN_NO_USCIS_FILING_NOTE}</p>}
        {text('Project management status', 'projectManagementStatus', false, projectManagementStatusSchema)}
        {/* One choice, not two: the petition's case type is the filing type in capitals, kept in step by the database
            (migration 0090; docs/decisions.md, "…; one filing type"). */}
        <AutosavedSelectField
          label="Filing type"
          saved={petition.filingType}
          options={FILING_TYPE_OPTIONS}
          allowNone
          onSave={(value) => savePetition({ filingType: value })}
        />
        <BuilderCaseFields petitionId={petition.id} metadata={petition.metadata} editable={isAdmin} />
        <PetitionWorksiteField petitionId={petition.id} editable={isAdmin} />
        <PetitionRequestedPeriodField petitionId={petition.id} editable={isAdmin} />
        <UserPickerField label="OA" user={petition.userByOaUserId} onSave={(id) => savePetition({ oaUserId: id })} />
        <UserPickerField label="CSM" user={petition.userByCsmUserId} onSave={(id) => savePetition({ csmUserId: id })} />
        <OnboardingStatusField petitionId={petition.id} status={petition.onboardingByPetitionId?.status} />
        <div className="grid content-start gap-1 text-sm">
          <span className="font-medium">Latest I-94 entry</span>
          <span>{i94 ? describeArrival(i94) : 'None recorded'}</span>
        </div>
      </section>
    </header>
  );
}
