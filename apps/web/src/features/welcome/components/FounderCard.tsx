import { useProviderName } from '@/lib/client-config.ts';

/** A note from the founders on the first step (spec 3 §2.4 'a founder card'), in the provider's configured name. */
export function FounderCard() {
  const providerName = useProviderName();
  return (
    <figure className="rounded-lg border bg-muted/40 p-4">
      <blockquote className="text-sm italic">
        “We started {providerName} because talent should not stop at a border. Our team will be with you at every step, from the
        first document to your visa.”
      </blockquote>
      <figcaption className="mt-3 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {providerName.slice(0, 1)}
        </span>
        <span className="text-sm font-medium">The founders of {providerName}</span>
      </figcaption>
    </figure>
  );
}
