import { ZAttorneyProfileSchema, type TAttorneyProfile } from '@app/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { saveAttorneyProfile } from './api/attorney-profile-api.ts';
import { AttorneyAddressFields } from './AttorneyAddressFields.tsx';
import { CONTACT_FIELDS, NAME_FIELDS, PRACTICE_FIELDS, type AttorneyProfileValues } from './attorney-profile-values.ts';
import { ProfileTextField, type TextFieldName } from './ProfileTextField.tsx';

function FieldGroup({ legend, fields }: { legend: string; fields: readonly (readonly [TextFieldName, string])[] }) {
  return (
    <fieldset className="m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      {fields.map(([name, label]) => (
        <ProfileTextField
          key={name}
          name={name}
          label={label}
          {...(name === 'uscisOnlineAccountNumber' ? { description: 'The 12 digits, if the attorney has an account.' } : {})}
          {...(name === 'email' ? { autoComplete: 'email' } : {})}
        />
      ))}
    </fieldset>
  );
}

/**
 * The signed-in staff member's profile as attorney or representative, validated by the one schema the server
 * applies too (ZAttorneyProfileSchema). "Saved" is shown only after the server answered that it saved it.
 */
export function AttorneyProfileForm({ initial }: { initial: AttorneyProfileValues }) {
  const form = useZodForm(ZAttorneyProfileSchema, { defaultValues: initial });
  const [savedAt, setSavedAt] = useState<number | null>(null);

  const save = async (profile: TAttorneyProfile) => {
    setSavedAt(null);
    await saveAttorneyProfile(profile);
    setSavedAt(Date.now());
    toast.success('Attorney profile saved.');
    form.reset(form.getValues());
  };

  return (
    <ZodForm form={form} onSubmit={save} className="grid max-w-3xl gap-6">
      <FieldGroup legend="Name" fields={NAME_FIELDS} />
      <FieldGroup legend="Practice" fields={PRACTICE_FIELDS} />
      <AttorneyAddressFields />
      <FieldGroup legend="Contact" fields={CONTACT_FIELDS} />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save profile'}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {savedAt !== null && !form.formState.isDirty ? 'Saved' : ''}
        </p>
      </div>
    </ZodForm>
  );
}
