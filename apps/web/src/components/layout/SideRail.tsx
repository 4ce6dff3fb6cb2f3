import { FEATURE_GATES } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { ClipboardList, FileText, HelpCircle, Home, Rocket, type LucideIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { useClientConfig } from '@/lib/client-config.ts';
import { useFeatureGate } from '@/lib/feature-flags.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { highlightedShownRailItem, visibleRailItems, type RailItemKey } from './rail.ts';
import { useSession } from '@/lib/session.tsx';
import { cn } from '@/lib/utils.ts';

const ITEMS: Record<RailItemKey, { label: MessageDescriptor; to: string; icon: LucideIcon }> = {
  home: { label: /*i18n*/ { id: 'nav.home', message: 'Home' }, to: paths.home, icon: Home },
  actions: { label: /*i18n*/ { id: 'nav.actions', message: 'Action Items' }, to: paths.actions, icon: ClipboardList },
  docs: { label: /*i18n*/ { id: 'nav.docs', message: 'Documents' }, to: paths.docs, icon: FileText },
  onboarding: { label: /*i18n*/ { id: 'nav.onboarding', message: 'Onboarding' }, to: paths.employerOnboarding, icon: Rocket },
  // Help opens the run-time resourcesUrl (client config) in a new tab.
  help: { label: /*i18n*/ { id: 'nav.help', message: 'Help' }, to: '', icon: HelpCircle },
};

// Below md the rail only shows in the phone drawer: items grow to 44 px touch targets (issue 26).
const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium max-md:min-h-11 max-md:text-base text-rail-foreground hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

interface SideRailProps {
  /** Extra classes: the shell hides the rail below md; the phone drawer stretches it. */
  className?: string;
  /** Called when an in-app item is chosen (the phone drawer closes). */
  onNavigate?: () => void;
}

/** The customer left rail (spec 1 §2, decisions SHELL-049); on phones the same rail fills the menu drawer. */
export function SideRail({ className, onNavigate }: SideRailProps = {}) {
  const { i18n } = useLingui();
  const { account } = useSession();
  const gate = useFeatureGate(FEATURE_GATES.beneficiaryOnboarding);
  const { pathname } = useLocation();
  const { resourcesUrl } = useClientConfig();
  const items = visibleRailItems(
    { isTeam: account.kind === 'team', teamPortalOnboarded: account.kind === 'team' && account.portalOnboarded },
    gate,
  );
  const active = highlightedShownRailItem(pathname, items);

  return (
    <nav
      aria-label={i18n._({ id: 'nav.main', message: 'Main' })}
      className={cn('flex w-56 shrink-0 flex-col gap-1 bg-rail p-3', className)}
    >
      <p className="px-3 pb-4 pt-2 text-lg font-semibold text-white">
        {/* eslint-disable-next-line no-restricted-syntax -- the product's name, the same in every language */}
        {'Petition Studio'}
      </p>
      {items.map((key) => {
        const { to, icon: Icon } = ITEMS[key];
        const label = i18n._(ITEMS[key].label);
        if (key === 'help') {
          return (
            <a key={key} href={resourcesUrl} target="_blank" rel="noopener noreferrer" className={itemClass}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
              <span className="sr-only">{i18n._({ id: 'nav.newTab', message: ' (opens in a new tab)' })}</span>
            </a>
          );
        }
        const isActive = active === key;
        return (
          <AppLink
            key={key}
            to={to}
            aria-current={isActive ? 'page' : undefined}
            onClick={onNavigate}
            className={cn(itemClass, isActive && 'bg-rail-active text-white')}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
          </AppLink>
        );
      })}
    </nav>
  );
}
