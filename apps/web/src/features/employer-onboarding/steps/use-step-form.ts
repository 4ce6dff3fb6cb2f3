import { ONBOARDING_FORM_AUTOSAVE_DEBOUNCE_MS, type EmployerOnboardingStep } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch, type DefaultValues, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm, type FormSchema } from '@/components/form/use-zod-form.ts';
import type { AutosaveStatus } from '@/lib/autosave/autosave-controller.ts';
import { useAutosave } from '@/lib/autosave/use-autosave.ts';
import type { EmployerWizard } from '../machine/use-employer-wizard.ts';
import { keepValidAnswers } from './valid-answers.ts';

/**
 * A step's form whose every change is kept as the step's answers (locally and on the server) after
 * the debounce (300 ms; addresses 500 ms); a submit waits for a pending save (spec 3 §4.1).
 * Issue 26: a field the user changed to a value that breaks its rule is not saved (the answers keep its
 * last saved value, every valid field is still saved); after the debounce the field shows its message
 * and the status reads 'Not saved: fix the highlighted field' until it is fixed.
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
  // What the form started from, and what the server holds now (a refused value falls back to it).
  const [initial, setInitial] = useState(() => JSON.stringify(defaultValues));
  const [lastSaved, setLastSaved] = useState(initial);
  const save = useCallback(
    async (serialized: string) => {
      await storeStepData(step, JSON.parse(serialized) as Record<string, unknown>);
      setLastSaved(serialized);
    },
    [storeStepData, step],
  );
  const form = useZodForm(schema, { defaultValues });
  // Serialised, so an edit is a new value even where react-hook-form hands back the same object.
  const watched = JSON.stringify(useWatch({ control: form.control }));
  const { answers, invalidPaths } = keepValidAnswers(schema, watched, lastSaved, initial);
  const autosave = useAutosave({ value: answers, save, debounceMs });
  const { flush } = autosave;

  // After the pause in typing: highlight the refused fields (and re-check the ones highlighted before,
  // so a fixed field loses its message even before it is left).
  const [flagged, setFlagged] = useState<string[]>([]);
  const flaggedBefore = useRef<string[]>([]);
  const invalidKey = invalidPaths.join('\n');
  useEffect(() => {
    const timer = setTimeout(() => {
      const paths = invalidKey === '' ? [] : invalidKey.split('\n');
      const recheck = [...new Set([...flaggedBefore.current, ...paths])] as FieldPath<z.input<S>>[];
      if (recheck.length > 0) void form.trigger(recheck);
      flaggedBefore.current = paths;
      setFlagged(paths);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [debounceMs, form, invalidKey]);
  const status: AutosaveStatus = flagged.length > 0 && invalidPaths.length > 0 ? 'invalid' : autosave.status;

  /**
   * Empties the form for the next entry (a signatory or worksite just added): the values become the new starting
   * point and the answers to keep, and no field stays flagged. A plain form.reset kept the added entry as the
   * step's saved answers (it came back in the form on the next visit, and Next added it again) and flagged every
   * emptied field against them, so a successful add showed five messages and 'Not saved'.
   */
  const resetForm = useCallback(
    (values: DefaultValues<z.input<S>>) => {
      const serialized = JSON.stringify(values);
      setInitial(serialized);
      setLastSaved(serialized);
      flaggedBefore.current = [];
      setFlagged([]);
      form.reset(values);
    },
    [form],
  );

  /** ZodForm's onSubmit for a step: waits for a pending autosave, then saves the step. */
  const submitting = useCallback(
    (saveStep: (output: z.output<S>) => Promise<void>) => async (output: z.output<S>) => {
      await flush();
      await saveStep(output);
    },
    [flush],
  );
  return { form, autosave: { ...autosave, status }, submitting, resetForm };
}
