import type { OnboardingExhibit } from '@app/domain';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Progress } from '@/components/ui/progress.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { stepProgress } from '../machine/checklist-progress.ts';
import type { BeneficiaryFlow } from '../flow/use-beneficiary-flow.ts';
import { checklistStepName, checklistText } from '../checklist-texts.ts';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';

/**
 * The frame of every exhibit screen: title, description, step and progress, the screen's content, then
 * Back, 'Next – Skip for now' (the item stays open) or Skip (optional items), and Next (decisions
 * BEN-012: no exit link and no shared skip-for-now). In read-only mode Next and Back only move.
 */
export function ExhibitFrame({
  exhibit,
  flow,
  title,
  onNext,
  onSkipForNow,
  nextDisabled = false,
  children,
}: {
  exhibit: OnboardingExhibit;
  flow: BeneficiaryFlow;
  title?: string;
  /** What Next does (validate, save, move on); default: move on. */
  onNext?: () => void;
  /** What 'Next – Skip for now' does for a required item; default: keep it pending and move on. */
  onSkipForNow?: () => void;
  nextDisabled?: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const readOnly = useReadOnly();
  const { step, total, percent } = stepProgress(flow.modules, flow.position);
  return (
    <section aria-labelledby="exhibit-title" className="flex flex-col gap-5">
      {total > 0 && step > 0 && (
        <div className="flex flex-col gap-1">
          <span className="text-sm text-muted-foreground">
            {i18n._({ ...ONBOARDING_MESSAGES.step, values: { step, total } })}
          </span>
          <Progress value={percent} label={i18n._(ONBOARDING_MESSAGES.moduleProgress)} />
        </div>
      )}
      <h2 id="exhibit-title" tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
        {title ?? checklistStepName(i18n, exhibit.name)}
      </h2>
      {exhibit.description && <p className="text-muted-foreground">{checklistText(i18n, exhibit.description)}</p>}
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" allowInReadOnly onClick={flow.back}>
          {i18n._(ONBOARDING_MESSAGES.back)}
        </Button>
        {!readOnly &&
          (exhibit.required ? (
            <Button type="button" variant="link" onClick={onSkipForNow ?? (() => flow.skipForNow(exhibit.id))}>
              {i18n._(ONBOARDING_MESSAGES.skipForNow)}
            </Button>
          ) : (
            <Button type="button" variant="link" onClick={() => flow.skip(exhibit.id)}>
              {i18n._(ONBOARDING_MESSAGES.skip)}
            </Button>
          ))}
        <Button
          type="button"
          allowInReadOnly
          disabled={!readOnly && nextDisabled}
          onClick={readOnly ? flow.next : (onNext ?? flow.next)}
        >
          {i18n._(ONBOARDING_MESSAGES.next)}
        </Button>
      </div>
    </section>
  );
}
