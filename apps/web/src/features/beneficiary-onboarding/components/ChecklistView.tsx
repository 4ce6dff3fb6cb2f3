import { useLingui } from '@lingui/react';
import { createElement, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { OnboardingModule } from '@app/domain';
import { useBeneficiaryFlow, type FlowRecord } from '../flow/use-beneficiary-flow.ts';
import { isCoverPage } from '../machine/checklist-position.ts';
import type { OnboardingPerson } from '../screens/screen-props.ts';
import { screenFor } from '../screens/screen-registry.tsx';
import { checklistBesideStep } from './checklist-layout.ts';
import { ChecklistSidebar } from './ChecklistSidebar.tsx';
import { CoverScreen } from './CoverScreen.tsx';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { LoadingTimeout } from './LoadingTimeout.tsx';

/** The title of an exhibit screen (ExhibitFrame) or a module's cover (CoverScreen). */
const STEP_TITLE_SELECTOR = '#exhibit-title, #cover-title';

/** The checklist once the record is here: the sidebar and the screen of the current exhibit. */
export function ChecklistView({
  modules,
  person,
  petitionId,
  storageKey,
  persist,
  refetch,
}: {
  modules: OnboardingModule[];
  person: OnboardingPerson;
  petitionId: string;
  storageKey: { teamId: string; accountId: string };
  persist: (record: FlowRecord) => Promise<void>;
  refetch: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const flow = useBeneficiaryFlow({ modules, storageKey, persist });
  const { module, exhibit } = flow;
  const step = exhibit?.id ?? module?.id ?? null;
  const stepRef = useRef<HTMLDivElement>(null);
  // An address naming a step (an action item's or notification's Open, a reload) asks for that step: it is brought
  // into view like a step chosen here. Without one (Continue onboarding) the checklist itself is the first view.
  const [search] = useSearchParams();
  // A section's address without its id (/onboarding/beneficiary/expert-letters, a link someone wrote) names it too.
  const section = useParams()['*'] ?? '';
  const shownStep = useRef(search.has('id') || section !== '' ? null : step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const frame = requestAnimationFrame(() => {
      // On a phone the checklist sits above the step: a new step (a tap in the checklist, Next, Back) is scrolled to
      // the top, after the page's own focus move on a new address, which would scroll back up to the checklist.
      if (!checklistBesideStep()) stepRef.current?.scrollIntoView({ block: 'start' });
      // Within a module Next and Back change only the address's query, which moves no focus: the pressed button
      // went with the old step and the focus fell to the page's body. The new step's title takes it.
      stepRef.current?.querySelector<HTMLElement>(STEP_TITLE_SELECTOR)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [step]);
  // A record without modules yet (the machine learns them when they arrive): the loading screen stays as it was,
  // since painting the empty checklist first made the screen jump down when it filled (a layout shift, issue 35).
  if (flow.modules.length === 0) return <LoadingTimeout />;
  let content;
  if (!module || flow.missingExhibit) content = <LoadingTimeout />;
  else if (!exhibit || isCoverPage(exhibit)) content = <CoverScreen module={module} flow={flow} />;
  else {
    // The registry holds module-level components; createElement picks one by the exhibit's type.
    content = createElement(screenFor(exhibit.type), { key: exhibit.id, exhibit, module, flow, person, petitionId, refetch });
  }
  return (
    <div className="flex flex-col gap-4 p-4 md:p-6">
      <h1 className="text-sm font-medium uppercase tracking-wide text-muted-foreground">{i18n._(ONBOARDING_MESSAGES.title)}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <ChecklistSidebar modules={flow.modules} activeModuleId={module?.id ?? null} activeExhibitId={exhibit?.id ?? null} />
        <div ref={stepRef} className="min-w-0 max-w-2xl flex-1">
          {content}
        </div>
      </div>
    </div>
  );
}
