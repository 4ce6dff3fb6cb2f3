import { useLingui } from '@lingui/react';
import { PartyPopper } from 'lucide-react';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';

export const COMPLETE_TEXTS = {
  title: /*i18n*/ { id: 'onboarding.complete.title', message: "Wooohoo, you're done!" },
  body: /*i18n*/ {
    id: 'onboarding.complete.body',
    message: 'Pat yourself in the back for making it this far. We will take it from here.',
  },
  followUp: /*i18n*/ { id: 'onboarding.complete.followUp', message: "We'll be in touch soon to follow up on your petition." },
  back: /*i18n*/ { id: 'onboarding.complete.back', message: 'Go back to dashboard' },
} as const;

/**
 * /onboarding/beneficiary/complete (spec 3 §2.3). The celebration is a CSS animation that
 * motion-reduce turns off, so people who ask for less motion see the same screen, still.
 */
export function CompleteScreen() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="complete-title" className="mx-auto flex max-w-xl flex-col items-center gap-4 p-10 text-center">
      <PartyPopper aria-hidden="true" className="h-16 w-16 text-primary motion-safe:animate-bounce" />
      <h1 id="complete-title" className="text-3xl font-semibold">
        {i18n._(COMPLETE_TEXTS.title)}
      </h1>
      <p>{i18n._(COMPLETE_TEXTS.body)}</p>
      <p>{i18n._(COMPLETE_TEXTS.followUp)}</p>
      <AppLink to={paths.home} className="font-medium text-primary underline underline-offset-4">
        {i18n._(COMPLETE_TEXTS.back)}
      </AppLink>
    </section>
  );
}
