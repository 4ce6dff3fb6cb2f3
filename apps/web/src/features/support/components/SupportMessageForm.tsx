import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field.tsx';
import { SERVER_ERROR_KEY, useZodForm } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { CreateSupportMessageMutation } from '../api/support-messages.ts';
import { supportMessageSchema, type SupportMessageValues } from '@app/domain';

/**
 * The support panel's message form. Sent: the form empties and says thank you. Refused or unreachable:
 * 'There was an error submitting your information.' and the message stays for another try (SUP-006).
 */
export function SupportMessageForm({ screen, companyId }: { screen: string; companyId: string | null }) {
  const { i18n } = useLingui();
  const form = useZodForm(supportMessageSchema, { defaultValues: { message: '' } });
  const [createSupportMessage] = useMutation(CreateSupportMessageMutation);
  const [sent, setSent] = useState(false);

  const send = async ({ message }: SupportMessageValues) => {
    setSent(false);
    try {
      // The panel's own threads list shows the new message (an active query, refetched by name).
      await createSupportMessage({ variables: { screen, message, companyId }, refetchQueries: ['MySupportThreads'] });
    } catch {
      // One text for every failure, refused or unreachable: the customer can only try again.
      form.setError(SERVER_ERROR_KEY, {
        type: 'server',
        message: i18n._({ id: 'support.sendFailed', message: 'There was an error submitting your information.' }),
      });
      return;
    }
    form.reset({ message: '' });
    setSent(true);
  };

  return (
    <ZodForm form={form} onSubmit={send}>
      <FormField<SupportMessageValues, 'message'>
        name="message"
        label={i18n._({ id: 'support.message', message: 'Message' })}
        description={i18n._({
          id: 'support.messageHelp',
          message: 'Tell us what you need help with. Our support team reads every message.',
        })}
        render={({ field, control }) => (
          <Textarea
            {...field}
            {...control}
            rows={6}
            onChange={(event) => {
              setSent(false);
              field.onChange(event);
            }}
          />
        )}
      />
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
          {sent ? i18n._({ id: 'support.thankYou', message: 'Thank you for your feedback!' }) : ''}
        </p>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting
            ? i18n._({ id: 'support.sending', message: 'Sending…' })
            : i18n._({ id: 'support.send', message: 'Send' })}
        </Button>
      </div>
    </ZodForm>
  );
}
