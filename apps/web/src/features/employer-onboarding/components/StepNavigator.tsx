import { useLingui } from '@lingui/react';
import { EMPLOYER_CHECKLIST_GROUPS, type EmployerOnboardingState, type EmployerOnboardingStep } from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils.ts';
import {
  CHECKLIST_GROUP_MESSAGES,
  CHECKLIST_STEP_LABEL_MESSAGES,
  EMPLOYER_MESSAGES,
  STEP_TITLE_MESSAGES,
} from '../employer-messages.ts';

const labelOf = (step: EmployerOnboardingStep) => CHECKLIST_STEP_LABEL_MESSAGES[step] ?? STEP_TITLE_MESSAGES[step];

/**
 * The 'Employer Checklist' (spec 3 §2.2): groups of steps; a single-step group is a direct link, the
 * others expand and collapse (the current step's group starts open). Steps that do not apply are shown
 * as not applicable and cannot be chosen; the current step is scrolled into view.
 */
export function StepNavigator({
  current,
  isApplicable,
  onSelect,
}: {
  current: EmployerOnboardingState;
  isApplicable: (step: EmployerOnboardingStep) => boolean;
  onSelect: (step: EmployerOnboardingStep) => void;
}) {
  const { i18n } = useLingui();
  const groupTitle = (title: string) => {
    const message = CHECKLIST_GROUP_MESSAGES[title];
    return message ? i18n._(message) : title;
  };
  const currentRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const stepButton = (step: EmployerOnboardingStep, label: string) => {
    const applicable = isApplicable(step);
    const isCurrent = step === current;
    return (
      <button
        type="button"
        ref={isCurrent ? currentRef : undefined}
        disabled={!applicable}
        aria-current={isCurrent ? 'step' : undefined}
        onClick={() => onSelect(step)}
        className={cn(
          'w-full rounded px-2 py-1 text-left text-sm hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60',
          isCurrent && 'bg-accent font-medium',
        )}
      >
        {label}
        {!applicable && <span className="ml-1 text-xs text-muted-foreground">{i18n._(EMPLOYER_MESSAGES.notApplicable)}</span>}
      </button>
    );
  };

  return (
    <nav aria-label={i18n._(EMPLOYER_MESSAGES.checklist)} className="flex w-full shrink-0 flex-col gap-2 md:w-64">
      <h2 className="text-lg font-semibold">{i18n._(EMPLOYER_MESSAGES.checklist)}</h2>
      <ul className="flex flex-col gap-1">
        {EMPLOYER_CHECKLIST_GROUPS.map((group) => {
          if (group.steps.length === 1) return <li key={group.title}>{stepButton(group.steps[0]!, groupTitle(group.title))}</li>;
          const expanded = open[group.title] ?? group.steps.some((step) => step === current);
          return (
            <li key={group.title}>
              <button
                type="button"
                aria-expanded={expanded}
                onClick={() => setOpen((was) => ({ ...was, [group.title]: !expanded }))}
                className="w-full rounded px-2 py-1 text-left text-sm font-medium hover:bg-accent"
              >
                {groupTitle(group.title)}
              </button>
              {expanded && (
                <ul className="ml-3 flex flex-col gap-1">
                  {group.steps.map((step) => (
                    <li key={step}>{stepButton(step, i18n._(labelOf(step)))}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
