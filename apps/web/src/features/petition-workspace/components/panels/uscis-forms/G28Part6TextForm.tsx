import { G28_PART_6_TEXT_MAX, G28AdditionalInformationSchema, type G28AdditionalInformation, type G28Form } from '@app/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PredicateTextField } from '@/components/form/predicate-text-field.tsx';
import { saveG28Part6Text } from './typed-details-api.ts';

/**
 * A G-28's Part 6 (Additional Information) text, typed by staff: printed first in the part (item 2), under the
 * client's name. Validated by the schema the API applies (G28AdditionalInformationSchema); "Saved" shows only once
 * the server has saved it, and the form's list is read again so its card shows what the next copy prints.
 */
export function G28Part6TextForm({
  petitionId,
  form,
  formLabel,
  initialText,
  onSaved,
}: {
  petitionId: string;
  form: G28Form;
  formLabel: string;
  initialText: string;
  onSaved: () => Promise<void>;
}) {
  const zodForm = useZodForm(G28AdditionalInformationSchema, { defaultValues: { text: initialText } });
  const [savedAt, setSavedAt] = useState<number | null>(null);

  const save = async ({ text }: G28AdditionalInformation) => {
    setSavedAt(null);
    const saved = await saveG28Part6Text(petitionId, form, text);
    zodForm.reset({ text: saved.text });
    setSavedAt(Date.now());
    toast.success(saved.text === '' ? `Part 6 text of the ${formLabel} removed.` : `Part 6 text of the ${formLabel} saved.`);
    await onSaved();
  };

  return (
    <ZodForm form={zodForm} onSubmit={save} label={`Part 6 text of the ${formLabel}`} className="grid gap-2">
      <PredicateTextField<G28AdditionalInformation>
        name="text"
        label="Part 6, additional information"
        description={`Printed first in Part 6, under the client’s name, on the next copy generated. At most ${G28_PART_6_TEXT_MAX} characters; leave it empty for none.`}
        maxLength={G28_PART_6_TEXT_MAX}
        multiline
      />
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" variant="secondary" busy={zodForm.formState.isSubmitting}>
          Save Part 6 text
        </Button>
        <p role="status" className="text-xs text-muted-foreground">
          {savedAt !== null && !zodForm.formState.isDirty ? 'Saved' : ''}
        </p>
      </div>
    </ZodForm>
  );
}
