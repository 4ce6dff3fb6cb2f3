import type { TFormEditions } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { loadFormEditions } from './api/form-editions-api.ts';
import { EditionHandPairing } from './EditionHandPairing.tsx';
import { WithdrawEditionButton } from './WithdrawEditionButton.tsx';
import { FormEditionUpload } from './FormEditionUpload.tsx';
import { editionDateText, inUseText, matchText } from './form-editions-text.ts';
import { SettingsNav } from './SettingsNav.tsx';

function FormEditionsItem({ form, onChanged }: { form: TFormEditions; onChanged: () => void }) {
  // A paired field's row or a withdrawn edition goes with the list's reload: the focus moves to the form's heading,
  // not to the page's body.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <li className="space-y-1 rounded-lg border p-4">
      <h3 ref={heading} tabIndex={-1} className="font-semibold focus-visible:outline-none">
        Form {form.title}
      </h3>
      <p>In use: {inUseText(form)}</p>
      {form.inUse !== form.shipped && (
        <p className="text-sm text-muted-foreground">Shipped with the app: edition {editionDateText(form.shipped)}</p>
      )}
      {form.added.length > 0 && (
        <ul className="space-y-2 pt-1 text-sm">
          {form.added.map((added) => (
            <li key={added.edition} className="space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  Edition {editionDateText(added.edition)}, added{added.addedBy ? ` by ${added.addedBy}` : ''} on{' '}
                  {editionDateText(added.addedAt.slice(0, 10))}. {matchText(added)}
                </p>
                <WithdrawEditionButton
                  form={form.form}
                  number={form.number}
                  edition={added.edition}
                  onWithdrawn={() => {
                    heading.current?.focus();
                    onChanged();
                  }}
                />
              </div>
              {added.unmatched.length > 0 && (
                <details>
                  <summary className="cursor-pointer">Not found, entered by hand ({added.unmatched.length})</summary>
                  <ul className="list-disc space-y-1 pl-5">
                    {added.unmatched.map((tooltip, index) => (
                      <li key={index}>{tooltip}</li>
                    ))}
                  </ul>
                </details>
              )}
              {added.handPairing && (
                <EditionHandPairing
                  target={{ form: form.form, edition: added.edition }}
                  pairing={added.handPairing}
                  onPaired={() => {
                    heading.current?.focus();
                    onChanged();
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Staff settings: the editions of the blank USCIS forms the app fills. USCIS revises its forms and stops accepting old
 * editions; staff add the newer one here and every form generated afterwards is filled on it.
 */
export function FormEditionsPage() {
  const [forms, setForms] = useState<TFormEditions[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    loadFormEditions(controller.signal).then(setForms, (failure: unknown) => {
      if (controller.signal.aborted) return;
      console.error('loading the form editions failed:', failure);
      setError(failure);
    });
    return () => controller.abort();
  }, [version]);

  return (
    <div className="space-y-4 p-4">
      <div>
        <p className="text-sm text-muted-foreground">Settings</p>
        <h1 className="text-2xl font-semibold">USCIS form editions</h1>
        <p className="text-sm text-muted-foreground">
          The edition of each USCIS form the app fills. When USCIS publishes a newer edition, add it here: forms generated
          afterwards are filled on it. Forms already generated keep the edition they were made on until you generate them again.
        </p>
      </div>
      <SettingsNav />
      <FormEditionUpload onAdded={reload} />
      <section aria-labelledby="form-editions-list" className="space-y-2">
        <h2 id="form-editions-list" className="text-lg font-semibold">
          Forms and editions
        </h2>
        <QueryState loading={forms === null && !error} error={error} hasData={forms !== null}>
          <ul className="space-y-3">
            {forms?.map((form) => (
              <FormEditionsItem key={form.form} form={form} onChanged={reload} />
            ))}
          </ul>
        </QueryState>
      </section>
    </div>
  );
}
