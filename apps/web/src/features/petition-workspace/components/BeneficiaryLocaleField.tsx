import { LOCALES, localeForStaff, localeSchema } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { SetPortalLanguageMutation } from '../api/beneficiary-locale-api.ts';

export const PORTAL_LANGUAGE_TERM = 'Portal language';

/**
 * The beneficiary's portal language, chosen by staff in place (autosave) when a client's language is known before
 * she ever signs in: the invitation e-mail is written in it and her portal opens in it. She may still change it in
 * her account menu. The same list as her picker (localeSchema); the database check users_locale_known holds it too.
 */
export function BeneficiaryLocaleField({ userId, saved }: { userId: string; saved: string | null | undefined }) {
  const id = useId();
  const [save] = useMutation(SetPortalLanguageMutation);
  const field = useAutosavedValue(
    saved ?? '',
    async (value: string) => {
      await save({ variables: { id: userId, locale: localeSchema.parse(value) } });
    },
    0,
    (value) => (localeSchema.safeParse(value).success ? null : 'Choose one of the portal languages.'),
  );
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <label htmlFor={id}>{PORTAL_LANGUAGE_TERM}</label>
      </dt>
      <dd className="grid gap-1 text-sm">
        <NativeSelect id={id} value={field.value} onChange={(event) => field.change(event.target.value)}>
          {field.value === '' && <option value="">{localeForStaff(null)}</option>}
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {localeForStaff(locale)}
            </option>
          ))}
        </NativeSelect>
        <AutosaveStatus status={field.status} />
      </dd>
    </div>
  );
}
