import { useId, type FormHTMLAttributes, type ReactNode } from 'react';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { cn } from '@/lib/utils.ts';
import { Label } from './label.tsx';

/**
 * A form whose every control (ours or a browser one, uploads included) is disabled in read-only mode,
 * through a fieldset. Use with react-hook-form: <Form onSubmit={handleSubmit(save)}>, or through ZodForm.
 */
export function Form({ children, className, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const readOnly = useReadOnly();
  return (
    <form className={className} {...props}>
      <fieldset disabled={readOnly} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
        {children}
      </fieldset>
    </form>
  );
}

/** What a field's control spreads to be labelled, described and marked invalid or required. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  /** For controls a <label for> cannot name (radio groups): name them with aria-labelledby. */
  'aria-labelledby'?: string;
}

/**
 * A labelled field: label with the required marker, the control, its description and its validation
 * message. Presentational; ZodForm's FormField connects it to react-hook-form.
 */
export function FieldLayout({
  label,
  error,
  description,
  required = false,
  labelsGroup = false,
  controlFirst = false,
  className,
  children,
}: {
  label: string;
  /** The validation message, if any. */
  error?: string | undefined;
  description?: string;
  required?: boolean;
  /** The control is a group (radio buttons): named through aria-labelledby instead of <label for>. */
  labelsGroup?: boolean;
  /** A checkbox: the box first and its label beside it on one line, as people expect a checkbox to look. */
  controlFirst?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-labelledby': labelsGroup ? labelId : undefined,
  };
  const labelElement = labelsGroup ? (
    <span id={labelId} className="text-sm font-medium leading-snug">
      {label}
      {required && <RequiredMarker />}
    </span>
  ) : (
    <Label id={labelId} htmlFor={id}>
      {label}
      {required && <RequiredMarker />}
    </Label>
  );
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {controlFirst ? (
        <div className="flex items-center gap-2">
          {children(control)}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children(control)}
        </>
      )}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The required marker; screen readers learn it from aria-required on the control instead. */
function RequiredMarker() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  );
}
