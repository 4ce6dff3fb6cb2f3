import type { OnboardingModule } from '@app/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientConfigContext, type ClientConfig } from '@/lib/client-config.ts';
import { exhibit, module } from '../machine/test-checklist.ts';
import { FollowupScreen } from './FollowupScreen.tsx';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';

afterEach(cleanup);

/** The operations contact comes from the server's configuration (ACCOUNT_CONTACT_*), not the default. */
const config: ClientConfig = {
  oidcIssuer: 'http://localhost:3000/oidc',
  oidcClientId: 'web',
  oidcAudience: 'api',
  resourcesUrl: 'https://help.example.test/',
  researchAgentDocsUrl: 'http://localhost:3000/docs/research-agent.html',
  sentryDsn: null,
  uploadLimits: { maxBytes: 1024 * 1024, maxFiles: 15 },
  accountContact: { name: 'Ops', email: 'operations@provider.example', photoUrl: null },
};

function followup(modules: OnboardingModule[], address = '/onboarding/beneficiary/followup') {
  return (
    <ClientConfigContext.Provider value={config}>
      <MemoryRouter initialEntries={[address]}>
        <FollowupScreen modules={modules} loading={false} refetch={vi.fn(() => Promise.resolve())} />
      </MemoryRouter>
    </ClientConfigContext.Provider>
  );
}

describe('FollowupScreen', () => {
  it('keeps a module completed meanwhile in the list, highlighted blue (decisions BEN-026)', () => {
    const open = [
      module('p', 'PERSONAL', [exhibit('a')], { status: 'in_progress', title: 'Personal Information' }),
      module('w', 'AWARDS', [exhibit('b')], { status: 'pending', title: 'Awards' }),
    ];
    const { rerender } = render(followup(open), { wrapper: EnglishI18n });
    rerender(followup([open[0]!, { ...open[1]!, status: 'completed' }]));
    const awards = screen.getByRole('link', { name: /Awards/ });
    expect(awards.getAttribute('data-status')).toBe('completed');
    expect(awards.className).toContain('blue');
    expect(awards.textContent).toContain('Completed');
    expect(screen.getByRole('link', { name: /Personal Information/ }).className).toContain('yellow');
  });

  it('Ask opens an e-mail to the configured operations contact; module links keep readOnly', () => {
    render(followup([module('p', 'PERSONAL', [exhibit('a')])], '/onboarding/beneficiary/followup?readOnly=true'), {
      wrapper: EnglishI18n,
    });
    expect(screen.getByRole('link', { name: 'Ask' }).getAttribute('href')).toBe(
      'mailto:operations@provider.example?subject=Visa%20question',
    );
    expect(screen.getByRole('link', { name: /PERSONAL/ }).getAttribute('href')).toBe(
      '/onboarding/beneficiary/personal?id=p&readOnly=true',
    );
  });
});
