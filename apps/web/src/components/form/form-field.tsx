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
  const { control: formControl, trigger } = useFormContext<TValues>();
  const requiredBySchema = useIsRequiredField(name);
  const texts = useFormTexts();
  return (
    <Controller
      control={formControl}
      name={name}
      render={({ field, fieldState }) => {
        // A field showing a message is checked again as it changes, whether or not it was left yet: a message
        // set before the person reached the field (an entry just added to a list is checked as a whole) would
        // otherwise stay under a value that is now right until the field is left.
        const checkedField: ControllerRenderProps<TValues, TName> = fieldState.error
          ? {
              ...field,
              onChange: (...event: unknown[]) => {
                field.onChange(...event);
                void trigger(name);
              },
            }
          : field;
        return (
          <FieldLayout
            label={label}
            description={description}
            required={required ?? requiredBySchema}
            labelsGroup={labelsGroup}
            controlFirst={controlFirst}
            error={fieldState.error?.message && texts.message(fieldState.error.message)}
            className={className}
          >
            {(control) => render({ field: checkedField, control })}
          </FieldLayout>
        );
      }}
    />
  );
}
