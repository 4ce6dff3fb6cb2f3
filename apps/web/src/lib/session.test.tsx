import { STORAGE_KEYS } from '@app/domain';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { tap } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserDocument, LoggedInUserDocument } from './gql/graphql.ts';
import { useSessionState, type Session, type SessionState } from './session.tsx';

const OVERRIDE = STORAGE_KEYS.overridingWsId;

function loggedInMock(isAdmin: boolean): MockLink.MockedResponse {
  return {
    request: { query: LoggedInUserDocument },
    result: {
      data: {
        loggedInUser: { __typename: 'LoggedInUserRecord', currentUserId: 'u1', isAdmin },
        currentUser: { __typename: 'User', id: 'u1', fullName: 'Daniel Okafor', email: 'daniel@example.test' },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const company = (id: string, dbaName: string) => ({
  __typename: 'CompanyMember',
  role: 'ADMIN',
  companyByCompanyId: { __typename: 'Company', id, dbaName, portalOnboarded: true },
});

const currentUserMock: MockLink.MockedResponse = {
  request: { query: CurrentUserDocument },
  result: {
    data: {
      currentUser: {
        __typename: 'User',
        id: 'u1',
        fullName: 'Daniel Okafor',
        email: 'daniel@example.test',
        portalOnboarded: true,
        companyMembersByUserId: {
          __typename: 'CompanyMembersConnection',
          nodes: [company('c1', 'Northwind Robotics'), company('c2', 'Acme')],
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** One render of the probe: the stored override just before and just after useSessionState() ran. */
interface ProbeRender {
  before: string | null;
  after: string | null;
  state: SessionState;
}

let renders: ProbeRender[] = [];
/** The session of the last ready render, for calling its actions. */
const latestSession = (): Session | undefined =>
  renders.flatMap(({ state }) => (state.status === 'ready' ? [state.session] : [])).at(-1);

function Probe({ onRender }: { onRender: (render: ProbeRender) => void }) {
  const before = localStorage.getItem(OVERRIDE);
  const state = useSessionState();
  const after = localStorage.getItem(OVERRIDE);
  onRender({ before, after, state });
  if (state.status !== 'ready') return <p>{state.status}</p>;
  return (
    <p>
      account: {state.session.account.name}; override: {state.session.overridingWsId ?? 'none'}
    </p>
  );
}

/** What the session asked the server, in order, and what it had been answered when it asked. */
let requests: { operation: string; answeredBefore: string[] }[] = [];
let answered: string[] = [];
const recordingLink = new ApolloLink((operation, forward) => {
  requests.push({ operation: operation.operationName ?? '', answeredBefore: [...answered] });
  return forward(operation).pipe(
    tap(() => {
      answered.push(operation.operationName ?? '');
    }),
  );
});

/** Renders the probe; the spy hands out the promises of the store resets, so a test can await them. */
function renderSession(isAdmin: boolean) {
  const client = new ApolloClient({
    link: ApolloLink.from([recordingLink, new MockLink([{ ...loggedInMock(isAdmin), delay: 30 }, currentUserMock])]),
    cache: new InMemoryCache(),
  });
  const resetStore = vi.spyOn(client, 'resetStore');
  render(
    <ApolloProvider client={client}>
      <Probe onRender={(entry) => renders.push(entry)} />
    </ApolloProvider>,
  );
  return { storeResets: () => Promise.all(resetStore.mock.results.map((result) => result.value)) };
}

beforeEach(() => {
  localStorage.clear();
  renders = [];
  requests = [];
  answered = [];
});
afterEach(cleanup);

describe('useSessionState', () => {
  it("forgets an admin's workspace override left for a non-admin, never while rendering", async () => {
    localStorage.setItem(OVERRIDE, 'someone-else');
    renderSession(false);
    await screen.findByText('account: Northwind Robotics; override: none');
    expect(localStorage.getItem(OVERRIDE)).toBeNull();
    expect(renders.filter((entry) => entry.before !== entry.after)).toEqual([]);
  });

  it("keeps an admin's workspace override", async () => {
    localStorage.setItem(OVERRIDE, 'c2');
    renderSession(true);
    await screen.findByText('account: Northwind Robotics; override: c2');
    expect(localStorage.getItem(OVERRIDE)).toBe('c2');
    // With an override stored, the shown account is asked for only once the server said who may apply it.
    expect(requests).toEqual([
      { operation: 'LoggedInUser', answeredBefore: [] },
      { operation: 'CurrentUser', answeredBefore: ['LoggedInUser'] },
    ]);
  });

  it('asks who is signed in and the account shown at once when no override is stored (one round trip)', async () => {
    renderSession(false);
    await screen.findByText('account: Northwind Robotics; override: none');
    expect(requests).toEqual([
      { operation: 'LoggedInUser', answeredBefore: [] },
      { operation: 'CurrentUser', answeredBefore: [] },
    ]);
  });

  it('shows the chosen account at once and remembers it', async () => {
    renderSession(false);
    await screen.findByText(/account: Northwind Robotics/);
    const acme = latestSession()?.teams.find((team) => team.name === 'Acme');
    expect(acme).toBeDefined();
    act(() => latestSession()?.selectAccount(acme!));
    await screen.findByText(/account: Acme/);
    expect(localStorage.getItem(STORAGE_KEYS.viewTeam)).toBe('c2');
  });

  it('starts viewing as another account', async () => {
    const { storeResets } = renderSession(true);
    await screen.findByText(/override: none/);
    act(() => latestSession()?.setWorkspaceOverride('c2'));
    await screen.findByText(/override: c2/);
    await act(storeResets);
    expect(localStorage.getItem(OVERRIDE)).toBe('c2');
  });

  it('stops viewing as another account', async () => {
    localStorage.setItem(OVERRIDE, 'c2');
    const { storeResets } = renderSession(true);
    await screen.findByText(/override: c2/);
    act(() => latestSession()?.setWorkspaceOverride(null));
    await screen.findByText(/override: none/);
    await act(storeResets);
    expect(localStorage.getItem(OVERRIDE)).toBeNull();
  });
});
