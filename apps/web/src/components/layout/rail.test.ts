import { describe, expect, it } from 'vitest';
import { highlightedRailItem, highlightedShownRailItem, isRailShown, visibleRailItems } from './rail.ts';

describe('rail visibility (spec 1 §2)', () => {
  it('shows on the root and the customer segments only', () => {
    for (const path of ['/', '/home', '/actions', '/docs', '/help', '/track/x', '/onboarding', '/onboarding/employer/step-1']) {
      expect(isRailShown(path), path).toBe(true);
    }
    for (const path of ['/admin', '/admin/petition-builder', '/welcome', '/welcome/1', '/404', '/nope']) {
      expect(isRailShown(path), path).toBe(false);
    }
  });

  it('personal account: Action Items only when the beneficiary-onboarding gate is off; no Onboarding', () => {
    const personal = { isTeam: false, teamPortalOnboarded: false };
    expect(visibleRailItems(personal, true)).toEqual(['home', 'docs', 'help']);
    expect(visibleRailItems(personal, false)).toEqual(['home', 'actions', 'docs', 'help']);
  });

  it('team account: never Action Items; Onboarding once the team finished portal onboarding', () => {
    expect(visibleRailItems({ isTeam: true, teamPortalOnboarded: true }, true)).toEqual(['home', 'docs', 'onboarding', 'help']);
    expect(visibleRailItems({ isTeam: true, teamPortalOnboarded: true }, false)).toEqual(['home', 'docs', 'onboarding', 'help']);
    expect(visibleRailItems({ isTeam: true, teamPortalOnboarded: false }, false)).toEqual(['home', 'docs', 'help']);
  });
});

describe('rail highlight (decisions SHELL-049)', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/onboarding/beneficiary', 'home'],
    ['/onboarding/beneficiary/education', 'home'],
    ['/onboarding/employer', 'onboarding'],
    ['/onboarding/employer/3', 'onboarding'],
    ['/onboarding', 'onboarding'],
    ['/actions', 'actions'],
    ['/docs', 'docs'],
    ['/admin', undefined],
  ])('%s → %s', (path, item) => {
    expect(highlightedRailItem(path)).toBe(item);
  });
});

describe('rail highlight among the shown items (issue 25)', () => {
  const onboardedTeam = visibleRailItems({ isTeam: true, teamPortalOnboarded: true }, true);
  const newTeam = visibleRailItems({ isTeam: true, teamPortalOnboarded: false }, true);
  it("highlights the page's own item when the rail shows it", () => {
    expect(highlightedShownRailItem('/onboarding/employer/corporate-docs', onboardedTeam)).toBe('onboarding');
    expect(highlightedShownRailItem('/docs', newTeam)).toBe('docs');
    expect(highlightedShownRailItem('/admin', newTeam)).toBeUndefined();
  });
  it('falls back to Home, where next steps lead from, when the item is not shown', () => {
    expect(highlightedShownRailItem('/actions', onboardedTeam)).toBe('home');
    expect(highlightedShownRailItem('/onboarding/employer/corporate-docs', newTeam)).toBe('home');
  });
});
