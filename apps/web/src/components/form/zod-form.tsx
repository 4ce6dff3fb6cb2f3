import type { ReactNode } from 'react';
import { FormProvider, useFormState } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '../ui/form.tsx';
import { useFormTexts } from './form-texts.ts';
import { RequiredFieldsProvider } from './required-fields-context.ts';
import type { FormSchema, ZodFormApi } from './use-zod-form.ts';

/**
 * A form from useZodForm: its fields (FormField) find the form and the schema's required fields through
 * context; a failed save shows as the form's root error below them. Read-only mode disables it all.
 */
export function ZodForm<S extends FormSchema>({
  form,
  onSubmit,
  className,
  label,
  children,
}: {
  form: ZodFormApi<S>;
  onSubmit: (values: z.output<S>) => Promise<void>;
  className?: string;
  /** The form's accessible name, where several forms share a page (it is then a form landmark). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <RequiredFieldsProvider value={form.isRequired}>
        <Form noValidate onSubmit={form.submitWith(onSubmit)} className={className} aria-label={label}>
          {children}
          <FormRootError />
        </Form>
      </RequiredFieldsProvider>
    </FormProvider>
  );
}

/** The form-level error of a failed save ('There was an error saving your inputs…'). */
export function FormRootError() {
  const { errors } = useFormState();
  const texts = useFormTexts();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {texts.message(message)}
    </p>
  );
}
