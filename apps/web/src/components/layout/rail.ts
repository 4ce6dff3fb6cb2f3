/**
 * The customer left rail (spec 1 §2, decisions SHELL-049): where it shows, which items it has, and
 * which item is highlighted.
 */
export type RailItemKey = 'home' | 'actions' | 'docs' | 'onboarding' | 'help';

const RAIL_SEGMENTS = new Set(['home', 'actions', 'docs', 'help', 'track', 'onboarding']);

/** Shown on the root and when the first path segment is home, actions, docs, help, track or onboarding. */
export function isRailShown(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === undefined || RAIL_SEGMENTS.has(first);
}

export interface RailAccount {
  /** A team (company) account, rather than the personal account. */
  isTeam: boolean;
  /** The team's portal onboarding is complete (team accounts only). */
  teamPortalOnboarded: boolean;
}

export function visibleRailItems(account: RailAccount, beneficiaryOnboardingGate: boolean): RailItemKey[] {
  const items: RailItemKey[] = ['home'];
  const showActions = account.isTeam ? false : !beneficiaryOnboardingGate;
  if (showActions) items.push('actions');
  items.push('docs');
  if (account.isTeam && account.teamPortalOnboarded) items.push('onboarding');
  items.push('help');
  return items;
}

/** /onboarding/beneficiary and below count as Home; every other /onboarding/... path as Onboarding. */
export function highlightedRailItem(pathname: string): RailItemKey | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === undefined || first === 'home') return 'home';
  if (first === 'onboarding') return second === 'beneficiary' ? 'home' : 'onboarding';
  if (first === 'actions') return 'actions';
  if (first === 'docs') return 'docs';
  if (first === 'help') return 'help';
  return undefined;
}

/**
 * The highlighted item among those the rail shows: a page whose own item is not shown (a team's /actions,
 * the employer wizard before the team finished portal onboarding) is reached from Home's next steps, so
 * Home is highlighted rather than nothing (issue 25).
 */
export function highlightedShownRailItem(pathname: string, shown: readonly RailItemKey[]): RailItemKey | undefined {
  const item = highlightedRailItem(pathname);
  return item === undefined || shown.includes(item) ? item : 'home';
}
