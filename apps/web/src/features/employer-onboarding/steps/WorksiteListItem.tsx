import { worksiteFormValues, worksiteOfficeColumns, WorksiteSchema, type Worksite } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { undoFocusTarget } from '@/components/files/use-undoable-delete.ts';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { UpdateWorksiteMutation } from '../api/wizard-queries.ts';
import { petitionLabel } from '../components/PetitionChooser.tsx';
import { EMPLOYER_MESSAGES } from '../employer-messages.ts';
import type { WizardCompany } from './step-props.ts';
import { worksiteAddressLine } from './worksite-address.ts';
import { WorksiteNameAndAddressFields } from './WorksiteNameAndAddressFields.tsx';

export type WizardWorksite = WizardCompany['companyOfficesByCompanyId']['nodes'][number];

export const WORKSITE_ITEM_TEXTS = {
  edit: /*i18n*/ { id: 'employer.worksite.edit', message: 'Edit' },
  editNamed: /*i18n*/ { id: 'employer.worksite.editNamed', message: 'Edit worksite {name}' },
  save: /*i18n*/ { id: 'employer.worksite.save', message: 'Save worksite' },
  cancel: /*i18n*/ { id: 'common.cancel', message: 'Cancel' },
  updated: /*i18n*/ { id: 'employer.worksite.updated', message: 'Worksite {name} saved.' },
  usedBy: /*i18n*/ {
    id: 'employer.worksite.usedBy',
    message: '{count, plural, one {Used by the petition for {petitions}} other {Used by the petitions for {petitions}}}',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** Why a worksite cannot be deleted: the petitions that have it, by beneficiary and visa, in the reader's language. */
export function worksiteUsedByText(i18n: I18n, site: WizardWorksite): string | null {
  const petitions = site.petitionsByWorksiteOfficeId.nodes;
  if (petitions.length === 0) return null;
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    petitions.map((petition) => petitionLabel(i18n, petition)),
  );
  return i18n._({ ...WORKSITE_ITEM_TEXTS.usedBy, values: { count: petitions.length, petitions: names } });
}

/**
 * One worksite of the Worksite step: its name and address, Edit (an inline form; the petition pages that print it
 * follow the change live), and Delete, with Undo. A worksite a petition uses cannot be deleted (the database refuses
 * it: migration 0095): its Delete is disabled and described by the sentence naming that petition.
 */
export function WorksiteListItem({
  site,
  choice,
  onDelete,
  onSaved,
}: {
  site: WizardWorksite;
  /** "This beneficiary's worksite", or the button making it so (nothing without a petition). */
  choice: ReactNode;
  onDelete: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const reasonId = useId();
  const [editing, setEditing] = useState(false);
  const usedBy = worksiteUsedByText(i18n, site);
  if (editing) {
    return (
      <li>
        <WorksiteEditForm
          site={site}
          onCancel={() => setEditing(false)}
          onSaved={async () => {
            setEditing(false);
            await onSaved();
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded border p-3 text-sm">
      <div className="min-w-0 break-words">
        <strong>{site.label}</strong> — {worksiteAddressLine(site)}
        {usedBy && (
          <p id={reasonId} className="text-muted-foreground">
            {usedBy}
          </p>
        )}
      </div>
      {choice}
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={i18n._({ ...WORKSITE_ITEM_TEXTS.editNamed, values: { name: site.label } })}
          onClick={() => setEditing(true)}
        >
          {i18n._(WORKSITE_ITEM_TEXTS.edit)}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          {...undoFocusTarget(site.id)}
          aria-label={i18n._({
            ...EMPLOYER_MESSAGES.deleteWorksite,
            values: { name: site.label, address: worksiteAddressLine(site) },
          })}
          aria-describedby={usedBy ? reasonId : undefined}
          disabled={Boolean(usedBy)}
          onClick={onDelete}
        >
          {i18n._({ id: 'employer.signatory.delete', message: 'Delete' })}
        </Button>
      </div>
    </li>
  );
}

/** The worksite's name and address, checked with the same WorksiteSchema as a new worksite. */
function WorksiteEditForm({
  site,
  onCancel,
  onSaved,
}: {
  site: WizardWorksite;
  onCancel: () => void;
  onSaved: () => Promise<void>;
}) {
  const { i18n } = useLingui();
  const [updateWorksite] = useMutation(UpdateWorksiteMutation);
  const form = useZodForm(WorksiteSchema, { defaultValues: worksiteFormValues(site) });
  const save = async (worksite: Worksite) => {
    // A refused save throws: ZodForm shows it as the form's error and the form stays open with what was typed.
    await updateWorksite({ variables: { id: site.id, patch: worksiteOfficeColumns(worksite) } });
    toast.success(i18n._({ ...WORKSITE_ITEM_TEXTS.updated, values: { name: worksite.label } }));
    await onSaved();
  };
  return (
    <ZodForm
      form={form}
      onSubmit={save}
      label={i18n._({ ...WORKSITE_ITEM_TEXTS.editNamed, values: { name: site.label } })}
      className="rounded border p-3"
    >
      <WorksiteNameAndAddressFields />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {i18n._(WORKSITE_ITEM_TEXTS.cancel)}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {i18n._(WORKSITE_ITEM_TEXTS.save)}
        </Button>
      </div>
    </ZodForm>
  );
}
