import { ONBOARDING_FORM_AUTOSAVE_DEBOUNCE_MS, type EmployerOnboardingStep } from '@app/domain';
import { useCallback } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm, type FormSchema } from '../../../components/form/use-zod-form.ts';
import { useAutosave } from '../../../lib/autosave/use-autosave.ts';
import type { EmployerWizard } from '../machine/use-employer-wizard.ts';

/**
 * A step's form whose every change is kept as the step's answers (locally and on the server) after
 * the debounce (300 ms; addresses 500 ms); a submit waits for a pending save (spec 3 §4.1).
 */
export function useStepForm<S extends FormSchema>(
  schema: S,
  {
    wizard,
    step,
    defaultValues,
    debounceMs = ONBOARDING_FORM_AUTOSAVE_DEBOUNCE_MS,
  }: {
    wizard: EmployerWizard;
    step: EmployerOnboardingStep;
    defaultValues: DefaultValues<z.input<S>>;
    debounceMs?: number;
  },
) {
  const { storeStepData } = wizard;
  const save = useCallback(
    (serialized: string) => storeStepData(step, JSON.parse(serialized) as Record<string, unknown>),
    [storeStepData, step],
  );
  const form = useZodForm(schema, { defaultValues });
  // Serialised, so an edit is a new value even where react-hook-form hands back the same object.
  const serialized = JSON.stringify(useWatch({ control: form.control }));
  const autosave = useAutosave({ value: serialized, save, debounceMs });
  const { flush } = autosave;
  /** ZodForm's onSubmit for a step: waits for a pending autosave, then saves the step. */
  const submitting = useCallback(
    (saveStep: (output: z.output<S>) => Promise<void>) => async (output: z.output<S>) => {
      await flush();
      await saveStep(output);
    },
    [flush],
  );
  return { form, autosave, submitting };
}
