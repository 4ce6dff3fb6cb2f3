import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FormSchema, ZodFormApi } from '@/components/form/use-zod-form.ts';
import { SERVER_ERROR_KEY } from '@/components/form/use-zod-form.ts';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SectionSaveStatus } from './SectionSaveStatus.tsx';

/**
 * The frame every person-data section shares (issue 25): a titled box, its form, and a footer with the
 * section's own buttons, its Save button and 'Saved.' beside it — shown only once the save went through.
 */
export function PersonDataFormSection<S extends FormSchema>({
  titleId,
  title,
  description,
  form,
  onSubmit,
  formClassName,
  saveLabel,
  saved,
  footerActions,
  children,
}: {
  titleId: string;
  title: string;
  description?: string;
  form: ZodFormApi<S>;
  onSubmit: (values: z.output<S>) => Promise<void>;
  formClassName: string;
  saveLabel: string;
  saved: boolean;
  /** Buttons before Save (e.g. 'Add an address'). */
  footerActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded border p-4">
      <h3 id={titleId} className="font-medium">
        {title}
      </h3>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
      <ZodForm form={form} onSubmit={onSubmit} className={formClassName}>
        {children}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-full">
          {footerActions}
          <Button type="submit" variant="secondary">
            {saveLabel}
          </Button>
          <SectionSaveStatus saved={saved} />
        </div>
      </ZodForm>
    </section>
  );
}

/**
 * Runs a section's writes: 'Saved.' is cleared first and shown again only when every write went through;
 * a failure shows the section's message under the form (FormRootError shows it in the reader's language) and keeps
 * what the person typed.
 */
export async function saveSection<S extends FormSchema>(
  form: ZodFormApi<S>,
  failedMessage: string,
  setSaved: (saved: boolean) => void,
  write: () => Promise<unknown>,
): Promise<void> {
  setSaved(false);
  try {
    await write();
  } catch {
    form.setError(SERVER_ERROR_KEY, { type: 'server', message: failedMessage });
    return;
  }
  setSaved(true);
}
