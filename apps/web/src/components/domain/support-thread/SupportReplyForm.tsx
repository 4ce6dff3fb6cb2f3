import { useMutation } from '@apollo/client/react';
import { SUPPORT_TEXTS, supportReplySchema, type SupportReplyValues } from '@app/domain';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field.tsx';
import { SERVER_ERROR_KEY, useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { CreateSupportReplyMutation } from './support-thread-api.ts';

/**
 * Answers a support thread: staff from the admin portal, the customer from the help panel. "Reply sent." only
 * once the server stored it; refused or unreachable, the reply stays in the box for another try.
 */
export function SupportReplyForm({
  supportMessageId,
  label,
  onSent,
}: {
  supportMessageId: string;
  /** The box's label: "Reply to Priya Sharma", "Your reply". */
  label: string;
  onSent: () => unknown;
}) {
  const form = useZodForm(supportReplySchema, { defaultValues: { body: '' } });
  const [createReply] = useMutation(CreateSupportReplyMutation);
  const [sent, setSent] = useState(false);

  const send = async ({ body }: SupportReplyValues) => {
    setSent(false);
    try {
      await createReply({ variables: { supportMessageId, body } });
    } catch {
      form.setError(SERVER_ERROR_KEY, { type: 'server', message: SUPPORT_TEXTS.sendFailed });
      return;
    }
    form.reset({ body: '' });
    setSent(true);
    await onSent();
  };

  return (
    <ZodForm form={form} onSubmit={send}>
      <FormField<SupportReplyValues, 'body'>
        name="body"
        label={label}
        render={({ field, control }) => (
          <Textarea
            {...field}
            {...control}
            rows={3}
            onChange={(event) => {
              setSent(false);
              field.onChange(event);
            }}
          />
        )}
      />
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {sent ? SUPPORT_TEXTS.replySent : ''}
        </p>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </ZodForm>
  );
}
