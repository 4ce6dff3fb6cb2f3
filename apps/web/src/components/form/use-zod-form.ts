import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isRequiredField } from './required-fields.ts';
import { submitErrorText } from './submit-error-text.ts';

/**
 * The mode of a form holding a list of entries (useFieldArray): a field is checked when it is left, not as the
 * list changes. In 'onTouched' react-hook-form checks the whole list after 'Add', so a blank new entry already
 * carried 'Choose a country.' and 'Enter a date…' for fields not yet reached, shown at the first keystroke
 * or choice. A message once shown still goes as soon as the value is right (FormField checks it again on
 * every change).
 */
export const LIST_FORM_MODE = 'onBlur' as const;

/** A schema whose input and output are form values (objects). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The form's root error key for a failed save (react-hook-form clears root errors on the next submit). */
export const SERVER_ERROR_KEY = 'root.server';

export interface UseZodFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> {
  /** The form's autosave: a submit waits until its pending save has finished. */
  autosave?: { flush: () => Promise<void> };
}

export interface ZodFormApi<S extends FormSchema> extends UseFormReturn<z.input<S>, unknown, z.output<S>> {
  schema: S;
  /** Whether the schema requires the field ('name', 'address.street'), for the required marker. */
  isRequired: (name: string) => boolean;
  /**
   * An onSubmit handler: validates with the schema, waits for a pending autosave, then saves. A failed
   * save (or autosave) becomes the form's root error with the specification's text.
   */
  submitWith: (save: (values: z.output<S>) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * react-hook-form with the zod resolver: validates a field when it loses focus, then on every change
 * (mode onTouched), and knows which fields the schema requires.
 */
export function useZodForm<S extends FormSchema>(schema: S, options: UseZodFormOptions<S> = {}): ZodFormApi<S> {
  const { autosave, ...formOptions } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...formOptions,
    resolver: zodResolver(schema),
  });
  const { handleSubmit, setError } = form;

  const isRequired = useCallback((name: string) => isRequiredField(schema, name), [schema]);

  const submitWith = useCallback(
    (save: (values: z.output<S>) => Promise<void>) =>
      handleSubmit(async (values) => {
        try {
          await autosave?.flush();
          await save(values);
        } catch (error) {
          setError(SERVER_ERROR_KEY, { type: 'server', message: submitErrorText(error) });
        }
      }),
    [autosave, handleSubmit, setError],
  );

  return { ...form, schema, isRequired, submitWith };
}
