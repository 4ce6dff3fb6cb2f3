import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SignedCopyRefusalSchema, type SignedCopyRefusal, type UscisFormId } from '@app/domain';
import { toast } from 'sonner';
import { FormField } from '@/components/form/form-field.tsx';
import { SERVER_ERROR_KEY, useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useRefuseSignedForm } from './form-signature-api.ts';

/** Refusing a signed copy: the reason is required, and the signatory reads it beside their reopened action item. */
export function RefuseSignedCopyForm({
  petitionId,
  form: formId,
  formNumber,
  onDone,
  onCancel,
}: {
  petitionId: string;
  form: UscisFormId;
  formNumber: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useZodForm(SignedCopyRefusalSchema, { defaultValues: { reason: '' } });
  const [refuse] = useRefuseSignedForm();
  const save = async ({ reason }: SignedCopyRefusal) => {
    try {
      await refuse({ variables: { petitionId, form: formId, reason } });
    } catch (error) {
      console.error('refusing a signed copy failed:', error);
      form.setError(SERVER_ERROR_KEY, {
        type: 'server',
        message: CombinedGraphQLErrors.is(error)
          ? (error.errors[0]?.message ?? 'The copy could not be refused.')
          : 'The copy could not be refused.',
      });
      return;
    }
    toast.success(`Signed ${formNumber} refused: the petitioner's action item is open again.`);
    onDone();
  };
  return (
    <ZodForm form={form} onSubmit={save} label={`Refuse the signed ${formNumber}`}>
      <FormField<SignedCopyRefusal, 'reason'>
        name="reason"
        label="Why it cannot be used"
        description="The petitioner's signatory reads this with their action item, which opens again."
        render={({ field, control }) => <Textarea {...field} {...control} rows={3} />}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" busy={form.formState.isSubmitting}>
          Refuse the copy
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </ZodForm>
  );
}
