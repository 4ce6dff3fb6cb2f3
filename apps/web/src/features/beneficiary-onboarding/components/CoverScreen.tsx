import type { OnboardingModule } from '@app/domain';
import { useLingui } from '@lingui/react';
import { Button } from '@/components/ui/button.tsx';
import type { BeneficiaryFlow } from '../flow/use-beneficiary-flow.ts';
import { checklistModuleTitle, checklistText } from '../checklist-texts.ts';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';

/** A module's cover page (real or virtual, spec 3 §4.2): its title and subtitle, then Back and Next. */
export function CoverScreen({ module, flow }: { module: OnboardingModule; flow: BeneficiaryFlow }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="cover-title" className="flex flex-col gap-5">
      <h2 id="cover-title" tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {checklistModuleTitle(i18n, module.title)}
      </h2>
      <p className="text-muted-foreground">{checklistText(i18n, module.subtitle)}</p>
      <div className="flex gap-3">
        <Button type="button" variant="outline" allowInReadOnly onClick={flow.back}>
          {i18n._(ONBOARDING_MESSAGES.back)}
        </Button>
        <Button type="button" allowInReadOnly onClick={flow.next}>
          {i18n._(ONBOARDING_MESSAGES.next)}
        </Button>
      </div>
    </section>
  );
}
