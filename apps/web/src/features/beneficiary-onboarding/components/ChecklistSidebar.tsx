import { ONBOARDING_SIDEBAR_GROUPS, onboardingSidebarGroup, type OnboardingModule } from '@app/domain';
import { useLingui } from '@lingui/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/lib/navigation.tsx';
import { cn } from '@/lib/utils.ts';
import { beneficiaryOnboardingHref } from '../flow/checklist-url.ts';
import { checklistModuleTitle, checklistStepName } from '../checklist-texts.ts';
import { checklistBesideStep } from './checklist-layout.ts';
import { isShownModule, isStepExhibit } from '../machine/checklist-position.ts';
import { ONBOARDING_MESSAGES, PROGRESS_STATUS_MESSAGES, SIDEBAR_GROUP_MESSAGES } from '../onboarding-messages.ts';

/** Spec 3 §2.3, §9: the active exhibit is scrolled into view after this delay. */
export const SCROLL_TO_ACTIVE_DELAY_MS = 100;

/**
 * 'Onboarding Checklist' (300 px): the modules by group (Personal Info, Case Evidence, Other), each
 * expanding to its exhibits with their status and a link to them.
 */
export function ChecklistSidebar({
  modules,
  activeModuleId,
  activeExhibitId,
}: {
  modules: readonly OnboardingModule[];
  activeModuleId: string | null;
  activeExhibitId: string | null;
}) {
  const { i18n } = useLingui();
  // Modules the user toggled: the active module is open unless toggled, the others closed unless toggled.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(() => new Set());
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Above the step (a phone), the step is what comes into view (ChecklistView); scrolling back up to the link
    // left the step's screen below the fold after every tap, Next and Back.
    if (!checklistBesideStep()) return;
    const timer = setTimeout(() => activeRef.current?.scrollIntoView?.({ block: 'nearest' }), SCROLL_TO_ACTIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [activeExhibitId]);

  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const shown = modules.filter(isShownModule);
  return (
    <nav
      aria-label={i18n._(ONBOARDING_MESSAGES.checklist)}
      className="w-full shrink-0 overflow-y-auto border-b pb-4 md:w-[300px] md:border-b-0 md:border-r md:pb-0 md:pr-4"
    >
      <h2 className="mb-3 text-lg font-semibold">{i18n._(ONBOARDING_MESSAGES.checklist)}</h2>
      {ONBOARDING_SIDEBAR_GROUPS.map((group) => {
        const inGroup = shown.filter((module) => onboardingSidebarGroup(module.type) === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-label={i18n._(SIDEBAR_GROUP_MESSAGES[group])} className="mb-4">
            <h3 className="mb-1 text-xs font-semibold uppercase text-muted-foreground">
              {i18n._(SIDEBAR_GROUP_MESSAGES[group])}
            </h3>
            <ul className="flex flex-col gap-1">
              {inGroup.map((module) => {
                const expanded = (module.id === activeModuleId) !== toggled.has(module.id);
                return (
                  <li key={module.id}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      onClick={() => toggle(module.id)}
                      className={cn(
                        'flex w-full items-center gap-1 rounded px-2 py-1 text-left text-sm hover:bg-muted',
                        module.id === activeModuleId && 'font-semibold',
                      )}
                    >
                      {expanded ? (
                        <ChevronDown aria-hidden="true" className="h-4 w-4" />
                      ) : (
                        <ChevronRight aria-hidden="true" className="h-4 w-4" />
                      )}
                      <span className="flex-1">{checklistModuleTitle(i18n, module.title)}</span>
                    </button>
                    {expanded && (
                      <ul className="ml-6 flex flex-col gap-0.5">
                        {module.exhibits.filter(isStepExhibit).map((exhibit) => {
                          const active = exhibit.id === activeExhibitId;
                          return (
                            <li key={exhibit.id}>
                              <AppLink
                                ref={active ? activeRef : undefined}
                                to={beneficiaryOnboardingHref.module(module, exhibit.id)}
                                aria-current={active ? 'step' : undefined}
                                className={cn(
                                  'flex items-center justify-between gap-2 rounded px-2 py-1 text-sm hover:bg-muted max-md:min-h-11',
                                  active && 'bg-muted font-medium',
                                )}
                              >
                                {/* The whole name, wrapped: cut short on a phone it read "Original contributions sum…". */}
                                <span className="min-w-0 break-words">{checklistStepName(i18n, exhibit.name)}</span>
                                <span className="shrink-0 text-xs text-muted-foreground">
                                  {i18n._(PROGRESS_STATUS_MESSAGES[exhibit.status])}
                                </span>
                              </AppLink>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
