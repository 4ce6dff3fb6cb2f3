import { ADDRESS_AUTOSAVE_DEBOUNCE_MS, EMPLOYER_ONBOARDING_TEXTS, WorksiteSchema, type Worksite } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useUndoableDelete } from '@/components/files/use-undoable-delete.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';
import { CreateWorksiteMutation, DeleteWorksiteMutation, SetPetitionWorksiteMutation } from '../api/wizard-queries.ts';
import { PetitionChooser, petitionLabel } from '../components/PetitionChooser.tsx';
import { StepLayout } from '../components/StepLayout.tsx';
import { EMPLOYER_MESSAGES } from '../employer-messages.ts';
import { storedAnswers, type StepProps } from './step-props.ts';
import { useStepForm } from './use-step-form.ts';
import { WorksiteListItem } from './WorksiteListItem.tsx';
import { WorksiteNameAndAddressFields } from './WorksiteNameAndAddressFields.tsx';

const EMPTY = { street: '', unitType: null, unitNumber: null, city: '', state: '', zip: '', country: 'US' };

export const WORKSITE_TEXTS = {
  thisPetition: /*i18n*/ { id: 'employer.worksite.thisPetition', message: "This beneficiary's worksite" },
  useHere: /*i18n*/ { id: 'employer.worksite.useHere', message: 'Use for this beneficiary' },
  choose: /*i18n*/ {
    id: 'employer.worksite.choose',
    message: "Choose this beneficiary's worksite: use one listed here, or add a new one below.",
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The beneficiary's worksite, created as a company office (isEmployeeWorksite); existing ones listed, editable and
 * deletable (not while a petition uses one: WorksiteListItem), with Undo as the app's other deletes
 * (useUndoableDelete: the row goes at once, the office is deleted when the toast's Undo window ends). Issue 25: the worksite is per petition: the one added here becomes the
 * chosen petition's worksite, and any listed office can be made its worksite.
 */
export function WorksiteStep({ wizard, company, refetch, petition, choosePetition }: StepProps) {
  const { i18n } = useLingui();
  const [createWorksite] = useMutation(CreateWorksiteMutation);
  const [deleteWorksite] = useMutation(DeleteWorksiteMutation);
  const [setPetitionWorksite] = useMutation(SetPetitionWorksiteMutation);
  const { isPending, remove } = useUndoableDelete(async (id: string) => {
    try {
      await deleteWorksite({ variables: { id } });
      await refetch();
    } catch {
      toast.error(translateMessage(i18n, EMPLOYER_ONBOARDING_TEXTS.worksiteDeleteFailed));
      // Refused because a petition chose it meanwhile (migration 0095): read again, the row then says which.
      await refetch().catch(() => undefined);
    }
  });
  // A worksite waiting for its Undo window is gone from the step (and from what Next reads).
  const worksites = company.companyOfficesByCompanyId.nodes.filter((site) => !isPending(site.id));
  const chosenId = petition?.worksiteOfficeId && !isPending(petition.worksiteOfficeId) ? petition.worksiteOfficeId : null;
  const makePetitionWorksite = async (officeId: string) => {
    if (!petition) return;
    await setPetitionWorksite({ variables: { id: petition.id, worksiteOfficeId: officeId } });
    await refetch();
  };
  const stored = storedAnswers<Worksite>(wizard, 'addWorksite');
  const { form, autosave, submitting, resetForm } = useStepForm(WorksiteSchema, {
    wizard,
    step: 'addWorksite',
    debounceMs: ADDRESS_AUTOSAVE_DEBOUNCE_MS,
    defaultValues: { label: stored.label ?? '', address: stored.address ?? EMPTY },
  });

  const add = submitting(async ({ label, address }: Worksite) => {
    try {
      const created = await createWorksite({
        variables: {
          office: {
            companyId: company.id,
            label,
            street: address.street,
            unitType: address.unitType,
            unitNumber: address.unitNumber,
            city: address.city,
            state: address.state,
            country: address.country,
            postalCode: address.zip,
            isEmployeeWorksite: true,
          },
        },
      });
      const officeId = created.data?.createCompanyOffice?.companyOffice?.id;
      if (petition && officeId) await setPetitionWorksite({ variables: { id: petition.id, worksiteOfficeId: officeId } });
    } catch (error) {
      toast.error(translateMessage(i18n, EMPLOYER_ONBOARDING_TEXTS.worksiteFailed));
      throw error;
    }
    toast.success(translateMessage(i18n, EMPLOYER_ONBOARDING_TEXTS.worksiteSaved));
    resetForm({ label: '', address: EMPTY });
    await refetch();
  });
  // The petition whose Next found no worksite: the reminder belongs to that beneficiary, not to the next one chosen.
  const [mustChooseFor, setMustChooseFor] = useState<string | null>(null);
  const reminder = useRef<HTMLParagraphElement>(null);
  // The reminder sits above the listed worksites, a phone's screen or more above Next: shown without moving the
  // focus, Next looked dead. The focus goes to it (and scrolls it into view), every time Next finds no worksite.
  const remindToChoose = (petitionId: string) => {
    flushSync(() => setMustChooseFor(petitionId));
    reminder.current?.focus();
  };
  // Next with a filled-in form adds that worksite first; with worksites on file and an empty form it just moves on.
  const next = () => {
    const typed = Boolean(form.getValues('label') || form.getValues('address.street'));
    if ((petition ? chosenId : worksites.length > 0) && !form.getValues('label')) wizard.next();
    // The petition has no worksite yet but the company has offices, and nothing is typed: flagging every empty field
    // of the new-worksite form hid that a listed office could be chosen.
    else if (petition && worksites.length > 0 && !typed) remindToChoose(petition.id);
    else void form.submitWith(async (values) => (await add(values), wizard.next()))();
  };

  return (
    <StepLayout step="addWorksite" wizard={wizard} onNext={next}>
      <PetitionChooser petitions={company.petitionsByCompanyId.nodes} chosenId={petition?.id ?? null} onChoose={choosePetition} />
      {petition && company.petitionsByCompanyId.nodes.length > 1 && (
        <p>
          {i18n._({
            id: 'employer.worksite.of',
            message: 'The worksite of {petition}.',
            values: { petition: petitionLabel(i18n, petition) },
          })}
        </p>
      )}
      {petition && mustChooseFor === petition.id && !chosenId && (
        <p ref={reminder} tabIndex={-1} role="alert" className="text-sm text-destructive focus:outline-none">
          {i18n._(WORKSITE_TEXTS.choose)}
        </p>
      )}
      {worksites.length > 0 && (
        <ul aria-label={i18n._({ id: 'employer.worksite.list', message: 'Worksites' })} className="flex flex-col gap-2">
          {worksites.map((site) => (
            <WorksiteListItem
              key={site.id}
              site={site}
              choice={
                petition &&
                (chosenId === site.id ? (
                  <span className="font-medium text-primary">{i18n._(WORKSITE_TEXTS.thisPetition)}</span>
                ) : (
                  <Button type="button" variant="secondary" size="sm" onClick={() => void makePetitionWorksite(site.id)}>
                    {i18n._(WORKSITE_TEXTS.useHere)}
                  </Button>
                ))
              }
              // The row goes at once; the focus moves to the next row (or the form) rather than the page's body.
              onDelete={() =>
                remove(site.id, site.label, i18n._({ ...EMPLOYER_MESSAGES.deletedWorksite, values: { name: site.label } }))
              }
              onSaved={refetch}
            />
          ))}
        </ul>
      )}
      <ZodForm form={form} onSubmit={add}>
        <WorksiteNameAndAddressFields />
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary">
            {i18n._({ id: 'employer.worksite.add', message: 'Add worksite' })}
          </Button>
          <AutosaveStatus status={autosave.status} />
        </div>
      </ZodForm>
    </StepLayout>
  );
}
