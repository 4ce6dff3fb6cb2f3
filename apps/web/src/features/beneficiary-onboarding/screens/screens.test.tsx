import { EXHIBIT_TYPES, type OnboardingExhibit } from '@app/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '@/components/form/test-support.tsx';
import { ClientConfigContext, type ClientConfig } from '@/lib/client-config.ts';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { BeneficiaryOnboardingExhibitFilesQuery } from '../api/onboarding-queries.ts';
import { CompleteScreen } from '../components/CompleteScreen.tsx';
import { FollowupScreen } from '../components/FollowupScreen.tsx';
import type { BeneficiaryFlow } from '../flow/use-beneficiary-flow.ts';
import { exhibit as makeExhibit, module as makeModule } from '../machine/test-checklist.ts';
import { screenFor } from './screen-registry.tsx';
import type { OnboardingPerson } from './screen-props.ts';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const person: OnboardingPerson = {
  id: 'user-1',
  firstName: 'Priya',
  middleName: null,
  lastName: 'Sharma',
  userDatumByUserId: null,
};

const config: ClientConfig = {
  oidcIssuer: 'http://localhost:3000/oidc',
  oidcClientId: 'web',
  oidcAudience: 'api',
  resourcesUrl: 'https://help.example.test/',
  researchAgentDocsUrl: 'http://localhost:3000/docs/research-agent.html',
  sentryDsn: null,
  uploadLimits: { maxBytes: 1024 * 1024, maxFiles: 15 },
  accountContact: { name: 'Ops', email: 'ops@example.test', photoUrl: null },
};

/** No files held yet on the exhibit (the files query answers with an empty list). */
function noFiles(exhibitId: string): MockLink.MockedResponse {
  return {
    request: { query: BeneficiaryOnboardingExhibitFilesQuery, variables: { exhibitId } },
    result: {
      data: {
        exhibitById: {
          __typename: 'Exhibit',
          id: exhibitId,
          exhibitFilesByExhibitId: { __typename: 'ExhibitFilesConnection', nodes: [] },
        },
      },
    },
    maxUsageCount: 10,
  };
}

/** Renders the registry's screen for an exhibit with a flow whose moves are recorded. */
function renderScreen(item: OnboardingExhibit, { readOnly = false } = {}) {
  const checklist = [makeModule('m1', 'AWARDS', [item])];
  const flow: BeneficiaryFlow = {
    state: 'nextModule',
    modules: checklist,
    position: { moduleIndex: 0, exhibitIndex: 0 },
    exhibit: item,
    module: checklist[0]!,
    missingExhibit: false,
    saveData: vi.fn(() => Promise.resolve()),
    next: vi.fn(),
    back: vi.fn(),
    skip: vi.fn(),
    skipForNow: vi.fn(),
  };
  render(
    <ClientConfigContext.Provider value={config}>
      <MockedProvider mocks={[noFiles(item.exhibitId ?? item.id)]}>
        <MemoryRouter initialEntries={[readOnly ? '/?readOnly=true' : '/']}>
          <ReadOnlyProvider>
            {createElement(screenFor(item.type), {
              exhibit: item,
              module: checklist[0]!,
              flow,
              person,
              petitionId: 'petition-1',
              refetch: () => Promise.resolve(),
            })}
          </ReadOnlyProvider>
        </MemoryRouter>
      </MockedProvider>
    </ClientConfigContext.Provider>,
    { wrapper: EnglishI18n },
  );
  return flow;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('exhibit screens', () => {
  it('default screen: says something went wrong and still allows Next', async () => {
    const flow = renderScreen(makeExhibit('x', { type: 'UNKNOWN_TYPE' }));
    expect(screen.getByRole('alert').textContent).toBe('Oops something went wrong.');
    await next();
    expect(flow.next).toHaveBeenCalledOnce();
  });

  it('file upload: a required exhibit without files does not advance', async () => {
    const flow = renderScreen(makeExhibit('e1', { type: 'OFFER_LETTER', exhibitId: 'e1', name: 'Offer letter' }));
    await next();
    await screen.findByText('Please upload at least one file');
    expect(flow.next).not.toHaveBeenCalled();
    expect(flow.saveData).not.toHaveBeenCalled();
  });

  it('CV: without a CV she answers “I don’t have a CV”, which is saved for staff and completes the step', async () => {
    const flow = renderScreen(makeExhibit('cv1', { type: 'BENEFICIARY_CV', exhibitId: 'cv1', name: 'Beneficiary CV' }));
    await next();
    await screen.findByText('Please upload at least one file');
    expect(flow.next).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I don’t have a CV' }));
    expect(screen.queryByText('Please upload at least one file')).toBeNull();
    await next();
    await waitFor(() => expect(flow.next).toHaveBeenCalledOnce());
    expect(flow.saveData).toHaveBeenLastCalledWith('cv1', { hasNoCv: true });
    expect(flow.skip).not.toHaveBeenCalled();
  });

  it('file upload: an optional exhibit without files is skipped', async () => {
    const flow = renderScreen(makeExhibit('e2', { type: 'PAY_STUBS', exhibitId: 'e2', required: false, name: 'Pay stubs' }));
    expect(screen.getByText('Upload three consecutive pay stubs.')).toBeTruthy();
    await next();
    await waitFor(() => expect(flow.skip).toHaveBeenCalledWith('e2'));
  });

  it('description: required, then saved (completed) and moves on', async () => {
    const flow = renderScreen(makeExhibit('d1', { type: 'PRESS_SUMMARY' }));
    await next();
    await screen.findByText('Required');
    expect(flow.next).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Description/), 'Covered by three national papers.');
    await next();
    await waitFor(() => expect(flow.next).toHaveBeenCalledOnce());
    expect(flow.saveData).toHaveBeenLastCalledWith('d1', { description: 'Covered by three national papers.' });
  });

  it('speaks to the beneficiary: a step’s staff description reads “you” (decisions: the checklist speaks as you)', () => {
    const staffText = EXHIBIT_TYPES.find((type) => type.id === 'original-code')!.description;
    expect(staffText).toContain('the beneficiary');
    renderScreen(makeExhibit('c1', { type: 'ORIGINAL_CODE', description: staffText }));
    screen.getByText('Screenshots of code you wrote, at most 4.');
    expect(screen.queryByText(/the beneficiary/)).toBeNull();
  });

  it('links only: a bad URL gets its message', async () => {
    const flow = renderScreen(makeExhibit('l1', { type: 'LINK_TO_EVENT' }));
    await userEvent.type(screen.getByLabelText(/Link 1/), 'not a url');
    await next();
    await screen.findByText('Please enter a valid URL');
    expect(flow.next).not.toHaveBeenCalled();
  });

  it('legal name: the first name is required', async () => {
    const flow = renderScreen(makeExhibit('n1', { type: 'LEGAL_NAME', name: 'Legal name' }));
    await userEvent.clear(screen.getByLabelText(/First name/));
    await next();
    await screen.findByText('Please provide a first name');
    expect(flow.next).not.toHaveBeenCalled();
  });

  it("other names: yes adds a blank entry, 'Add more' another", async () => {
    renderScreen(makeExhibit('o1', { type: 'OTHER_NAMES', required: false, name: 'Other names' }));
    expect(screen.getByText('Have you used any other names?')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getAllByLabelText(/First name/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add more' }));
    expect(screen.getAllByLabelText(/First name/)).toHaveLength(2);
    await next();
    expect((await screen.findAllByText('Please provide a first name')).length).toBeGreaterThan(0);
    // Nothing flagged is saved to the person's record: the status says so, not "All changes saved".
    await screen.findByText('Not saved: fix the highlighted field');
    expect(screen.queryByText('All changes saved')).toBeNull();
  });

  it('other names: a step completed with no name on file shows the answer No', () => {
    renderScreen(makeExhibit('o2', { type: 'OTHER_NAMES', required: false, name: 'Other names', status: 'completed' }));
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');
  });

  it("U.S. address: every field required; 'I do not have a U.S. address' disables them", async () => {
    const flow = renderScreen(makeExhibit('u1', { type: 'US_ADDRESS', name: 'U.S. address' }));
    await next();
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(flow.next).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('I do not have a U.S. address'));
    expect(screen.getByLabelText(/Street address/).matches(':disabled')).toBe(true);
  });

  it('read-only: inputs are disabled and Next only moves on', async () => {
    const flow = renderScreen(makeExhibit('r1', { type: 'PRESS_SUMMARY' }), { readOnly: true });
    expect((screen.getByLabelText(/Description/) as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Skip/ })).toBeNull();
    await next();
    expect(flow.next).toHaveBeenCalledOnce();
    expect(flow.saveData).not.toHaveBeenCalled();
  });
});

describe('complete and followup screens', () => {
  it("complete: the spec's texts and a dashboard link that keeps readOnly", () => {
    render(
      <MemoryRouter initialEntries={['/onboarding/beneficiary/complete?readOnly=true']}>
        <CompleteScreen />
      </MemoryRouter>,
      { wrapper: EnglishI18n },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Wooohoo, you're done!");
    expect(screen.getByText('We will take it from here.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to dashboard' }).getAttribute('href')).toBe('/?readOnly=true');
  });

  it('followup: five skeleton rows, then the open modules (never MEMO_STARTER) with their highlight', () => {
    const refetch = vi.fn(() => Promise.resolve());
    const { rerender } = render(
      <ClientConfigContext.Provider value={config}>
        <MockedProvider>
          <MemoryRouter>
            <FollowupScreen modules={null} loading refetch={refetch} />
          </MemoryRouter>
        </MockedProvider>
      </ClientConfigContext.Provider>,
      { wrapper: EnglishI18n },
    );
    expect(document.querySelectorAll('.animate-pulse').length).toBe(5);
    const modules = [
      makeModule('p', 'PERSONAL', [makeExhibit('a')], { status: 'in_progress', title: 'Personal Information' }),
      makeModule('c', 'CRITICAL_ROLE', [makeExhibit('b')], { status: 'completed', title: 'Critical Role' }),
      makeModule('a', 'AWARDS', [makeExhibit('c')], { status: 'pending', title: 'Awards' }),
      makeModule('m', 'MEMO_STARTER', [makeExhibit('d')], { status: 'pending', title: 'Memo Starter' }),
    ];
    rerender(
      <ClientConfigContext.Provider value={config}>
        <MockedProvider>
          <MemoryRouter>
            <FollowupScreen modules={modules} loading={false} refetch={refetch} />
          </MemoryRouter>
        </MockedProvider>
      </ClientConfigContext.Provider>,
    );
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/onboarding'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/onboarding/beneficiary/personal?id=p',
      '/onboarding/beneficiary/awards?id=a',
    ]);
    expect(links[0]!.className).toContain('yellow');
    expect(refetch).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Visa question?' })).toBeTruthy();
  });
});
