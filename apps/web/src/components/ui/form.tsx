import { useId, type FormHTMLAttributes, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useReadOnly } from '../../lib/read-only-context.tsx';
import { cn } from '../../lib/utils.ts';
import { Label } from './label.tsx';

/**
 * A form whose every control (ours or a browser one, uploads included) is disabled in read-only mode,
 * through a fieldset. Use with react-hook-form: <Form onSubmit={handleSubmit(save)}>.
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

/** A labelled field with its validation message (react-hook-form's FieldError, e.g. from a zod resolver). */
export function FormField({
  label,
  error,
  description,
  className,
  children,
}: {
  label: string;
  error?: FieldError | undefined;
  description?: string;
  className?: string;
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? messageId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error?.message && (
        <p id={messageId} role="alert" className="text-xs text-destructive">
          {error.message}
        </p>
      )}
    </div>
  );
}
