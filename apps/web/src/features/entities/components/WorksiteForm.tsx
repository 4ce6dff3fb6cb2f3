import { WorksiteSchema, type Worksite } from '@app/domain';
import type { z } from 'zod';
import { AddressFields } from '@/components/form/address-fields.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { KEEP_EDITS_ON_NEW_VALUES } from './use-draft-following-server.ts';

export type WorksiteFormValues = z.input<typeof WorksiteSchema>;

interface WorksiteFormProps {
  /** The form's accessible name ("New worksite", "Edit worksite Headquarters"). */
  label: string;
  /** The worksite as stored (blank for a new one): new values (a live refetch) fill the fields not changed here. */
  defaultValues: WorksiteFormValues;
  submitLabel: string;
  onSave: (worksite: Worksite) => Promise<void>;
  onCancel: () => void;
}

/**
 * One worksite's name and address, checked with the employer wizard's WorksiteSchema (a name, a U.S. address with a
 * ZIP code, a unit number for a unit type, no PO box) in the shared address fields the wizard uses.
 */
export function WorksiteForm({ label, defaultValues, submitLabel, onSave, onCancel }: WorksiteFormProps) {
  // The employer may edit the same worksite meanwhile: the fields staff have not touched follow, and a save (the whole
  // worksite) sends the employer's newer values for them rather than the ones the form opened with.
  const form = useZodForm(WorksiteSchema, { values: defaultValues, resetOptions: KEEP_EDITS_ON_NEW_VALUES });
  return (
    <ZodForm form={form} onSubmit={onSave} label={label} className="rounded border p-3">
      <FormField<WorksiteFormValues, 'label'>
        name="label"
        label="Worksite name"
        description="How staff and the employer tell the worksites apart, e.g. Headquarters or Austin lab."
        render={({ field, control }) => <Input {...control} {...field} />}
      />
      <AddressFields name="address" legend="Worksite address (no PO boxes)" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </ZodForm>
  );
}
