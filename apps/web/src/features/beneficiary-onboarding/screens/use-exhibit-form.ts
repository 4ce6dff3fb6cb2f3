import { ONBOARDING_FORM_AUTOSAVE_DEBOUNCE_MS, type OnboardingExhibit } from '@app/domain';
import { useCallback } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm, type FormSchema, type UseZodFormOptions } from '@/components/form/use-zod-form.ts';
import { useAutosave } from '@/lib/autosave/use-autosave.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import type { BeneficiaryFlow } from '../flow/use-beneficiary-flow.ts';

/**
 * An exhibit screen's form: every change is kept as the exhibit's data (in progress) after the debounce
 * (300 ms; addresses 500 ms), and a submit waits for a pending save (spec 3 §4.2). Read-only never saves.
 */
export function useExhibitForm<S extends FormSchema>(
  schema: S,
  {
    exhibit,
    flow,
    defaultValues,
    debounceMs = ONBOARDING_FORM_AUTOSAVE_DEBOUNCE_MS,
    mode,
  }: {
    exhibit: OnboardingExhibit;
    flow: BeneficiaryFlow;
    defaultValues: DefaultValues<z.input<S>>;
    debounceMs?: number;
    /** `LIST_FORM_MODE` for a form with a list of entries (use-zod-form.ts). */
    mode?: UseZodFormOptions<S>['mode'];
  },
) {
  const readOnly = useReadOnly();
  const { saveData } = flow;
  const save = useCallback(
    async (serialized: string) => {
      if (readOnly) return;
      await saveData(exhibit.id, { ...exhibit.data, ...(JSON.parse(serialized) as Record<string, unknown>) }, 'in_progress');
    },
    [exhibit.data, exhibit.id, readOnly, saveData],
  );
  const form = useZodForm(schema, { defaultValues, mode });
  // Serialised, so an edit is a new value even where react-hook-form hands back the same object.
  const serialized = JSON.stringify(useWatch({ control: form.control }));
  const autosave = useAutosave({ value: serialized, save, debounceMs });
  const { flush } = autosave;
  /** An onSubmit that waits for a pending autosave first. */
  const submitting = useCallback(
    (saveScreen: (output: z.output<S>) => Promise<void>) => async (output: z.output<S>) => {
      await flush();
      await saveScreen(output);
    },
    [flush],
  );
  // The draft is kept as it is typed, but what a field's message flags is not saved to the person's record: the status
  // says so instead of "All changes saved" while a message shows (as the employer wizard's steps do).
  const flagged = Object.keys(form.formState.errors).length > 0;
  const status = flagged && autosave.status !== 'loading' && autosave.status !== 'error' ? 'invalid' : autosave.status;
  return { form, autosave: { ...autosave, status }, submitting };
}
