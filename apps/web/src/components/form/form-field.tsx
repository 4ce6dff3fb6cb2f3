import type { ReactNode } from 'react';
import { Controller, useFormContext, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLayout, type FieldControlProps } from '../ui/form.tsx';
import { useFormTexts } from './form-texts.ts';
import { useIsRequiredField } from './required-fields-context.ts';

export interface FormFieldRenderProps<TValues extends FieldValues, TName extends FieldPath<TValues>> {
  /** value, onChange, onBlur, name and ref from react-hook-form. */
  field: ControllerRenderProps<TValues, TName>;
  /** id and aria attributes that label the control and tie it to its description and error. */
  control: FieldControlProps;
}

/**
 * One field of a ZodForm (shadcn's FormField): label with the required marker the schema implies,
 * the control, a description and the field's validation message.
 */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  name,
  label,
  description,
  required,
  labelsGroup,
  controlFirst,
  className,
  render,
}: {
  name: TName;
  label: string;
  description?: string;
  /** Overrides what the schema says. */
  required?: boolean;
  /** The control is a group (radio buttons), named through aria-labelledby. */
  labelsGroup?: boolean;
  /** A checkbox: the box first, its label beside it. */
  controlFirst?: boolean;
  className?: string;
  render: (props: FormFieldRenderProps<TValues, TName>) => ReactNode;
}) {
  const { control: formControl } = useFormContext<TValues>();
  const requiredBySchema = useIsRequiredField(name);
  const texts = useFormTexts();
  return (
    <Controller
      control={formControl}
      name={name}
      render={({ field, fieldState }) => (
        <FieldLayout
          label={label}
          description={description}
          required={required ?? requiredBySchema}
          labelsGroup={labelsGroup}
          controlFirst={controlFirst}
          error={fieldState.error?.message && texts.message(fieldState.error.message)}
          className={className}
        >
          {(control) => render({ field, control })}
        </FieldLayout>
      )}
    />
  );
}
