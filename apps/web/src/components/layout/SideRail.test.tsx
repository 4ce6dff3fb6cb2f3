import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Account } from '@/lib/accounts.ts';
import { ClientConfigContext, type ClientConfig } from '@/lib/client-config.ts';
import { FeatureFlagValuesProvider } from '@/lib/feature-flags.tsx';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';
import { SessionProvider, type Session } from '@/lib/session.tsx';
import { SideRail } from './SideRail.tsx';

afterEach(cleanup);

function sessionFor(account: Account): Session {
  const personal = { kind: 'personal' as const, id: 'u1', name: 'Priya Sharma' };
  return {
    signedInUserId: 'u1',
    isAdmin: false,
    me: { fullName: 'Priya Sharma', email: null, locale: null },
    user: { id: 'u1', fullName: 'Priya Sharma', email: null, portalOnboarded: false },
    personal,
    teams: account.kind === 'team' ? [account] : [],
    account,
    selectAccount: () => {},
    overridingWsId: null,
    setWorkspaceOverride: () => {},
  };
}

const config: ClientConfig = {
  oidcIssuer: 'http://localhost:3000/oidc',
  oidcClientId: 'web',
  oidcAudience: 'api',
  resourcesUrl: 'https://help.example.test/',
  researchAgentDocsUrl: 'http://localhost:3000/docs/research-agent.html',
  sentryDsn: null,
  uploadLimits: { maxBytes: 25 * 1024 * 1024, maxFiles: 15 },
};

function renderRail(account: Account, path: string, flags: Record<string, boolean> = {}) {
  render(
    <ClientConfigContext.Provider value={config}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider session={sessionFor(account)}>
          <FeatureFlagValuesProvider values={flags}>
            <EnglishI18n>
              <SideRail />
            </EnglishI18n>
          </FeatureFlagValuesProvider>
        </SessionProvider>
      </MemoryRouter>
    </ClientConfigContext.Provider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return {
    names: within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(' (opens in a new tab)', '')),
    current: within(nav).queryByRole('link', { current: 'page' })?.textContent,
    nav,
  };
}

const personal: Account = { kind: 'personal', id: 'u1', name: 'Priya Sharma' };
const team: Account = { kind: 'team', id: 'c1', name: 'Northwind Robotics', role: 'ADMIN', portalOnboarded: true };

describe('SideRail', () => {
  it('personal account with the gate on (default): Home, Documents, Help', () => {
    expect(renderRail(personal, '/').names).toEqual(['Home', 'Documents', 'Help']);
  });

  it('personal account with the gate off adds Action Items', () => {
    expect(renderRail(personal, '/', { 'beneficiary-onboarding': false }).names).toEqual([
      'Home',
      'Action Items',
      'Documents',
      'Help',
    ]);
  });

  it('onboarded team: Onboarding, no Action Items; highlight follows SHELL-049', () => {
    const onEmployer = renderRail(team, '/onboarding/employer/2', { 'beneficiary-onboarding': false });
    expect(onEmployer.names).toEqual(['Home', 'Documents', 'Onboarding', 'Help']);
    expect(onEmployer.current).toBe('Onboarding');
    cleanup();
    expect(renderRail(team, '/onboarding/beneficiary').current).toBe('Home');
  });

  it('keeps readOnly=true on its links and opens Help in a new tab', () => {
    const { nav } = renderRail(personal, '/docs?readOnly=true');
    expect(within(nav).getByRole('link', { name: 'Documents' }).getAttribute('href')).toBe('/docs?readOnly=true');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/?readOnly=true');
    const help = within(nav).getByRole('link', { name: /Help/ });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toContain('noopener');
    expect(help.getAttribute('href')).toBe('https://help.example.test/');
  });
});
