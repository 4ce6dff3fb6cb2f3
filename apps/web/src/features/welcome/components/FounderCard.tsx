import { useLingui } from '@lingui/react';
import { useProviderName } from '@/lib/client-config.ts';
import { WELCOME_TEXTS } from '../welcome-steps.ts';

/** A note from the founders on the first step (spec 3 §2.4 'a founder card'), in the provider's configured name. */
export function FounderCard() {
  const { i18n } = useLingui();
  const providerName = useProviderName();
  return (
    <figure className="rounded-lg border bg-muted/40 p-4">
      <blockquote className="text-sm italic">{i18n._({ ...WELCOME_TEXTS.founderQuote, values: { providerName } })}</blockquote>
      <figcaption className="mt-3 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {providerName.slice(0, 1)}
        </span>
        <span className="text-sm font-medium">{i18n._({ ...WELCOME_TEXTS.founders, values: { providerName } })}</span>
      </figcaption>
    </figure>
  );
}
