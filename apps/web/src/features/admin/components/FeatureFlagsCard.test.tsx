import { FEATURE_GATES } from '@app/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureFlagProvider, useFeatureGate } from '@/lib/feature-flags.tsx';
import { FeatureFlagValuesDocument } from '@/lib/gql/graphql.ts';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { AdminFeatureFlagsQuery, UpdateFeatureFlagDefaultMutation } from '../api/feature-flags.ts';
import { FeatureFlagsCard } from './FeatureFlagsCard.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const KEY = 'beneficiary-onboarding';
const DESCRIPTION = 'Beneficiary onboarding checklist; hides Action Items for personal accounts.';

function flagsResult(enabled: boolean) {
  return {
    data: {
      allFeatureFlags: {
        __typename: 'FeatureFlagsConnection',
        nodes: [
          {
            __typename: 'FeatureFlag',
            key: KEY,
            description: DESCRIPTION,
            enabled,
            updatedAt: '2025-01-01T00:00:00Z',
            featureFlagOverridesByFlagKey: { __typename: 'FeatureFlagOverridesConnection', totalCount: 2 },
          },
        ],
      },
    },
  };
}

function valuesMock(enabled: boolean): MockLink.MockedResponse {
  return {
    request: { query: FeatureFlagValuesDocument, variables: { teamId: null } },
    result: {
      data: {
        featureFlagValues: {
          __typename: 'FeatureFlagValuesConnection',
          nodes: [{ __typename: 'FeatureFlagValue', key: KEY, enabled }],
        },
      },
    },
  };
}

const listMock: MockLink.MockedResponse = { request: { query: AdminFeatureFlagsQuery }, result: flagsResult(true) };

/** What the rest of the app sees of the flag (the FeatureFlagValues query). */
function GateValue() {
  const on = useFeatureGate(FEATURE_GATES.beneficiaryOnboarding);
  return <p>app value: {on ? 'on' : 'off'}</p>;
}

function renderCard(mocks: MockLink.MockedResponse[], readOnly = false) {
  return render(
    <MemoryRouter initialEntries={[readOnly ? '/admin?readOnly=true' : '/admin']}>
      <MockedProvider mocks={mocks}>
        <ReadOnlyProvider>
          <FeatureFlagProvider teamId={null}>
            <GateValue />
            <FeatureFlagsCard />
          </FeatureFlagProvider>
        </ReadOnlyProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('FeatureFlagsCard', () => {
  it('lists each flag with its key, description, overrides and a labelled checkbox for its default', async () => {
    renderCard([listMock, valuesMock(true)]);
    const checkbox = await screen.findByRole('checkbox', { name: `${KEY} On by default` });
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(KEY)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${DESCRIPTION}`))).toBeTruthy();
    expect(screen.getByText(/2 overrides take precedence/)).toBeTruthy();
    expect(checkbox.hasAttribute('disabled')).toBe(false);
  });

  it('saves a new default, says so, and refreshes the app’s own flag values', async () => {
    const user = userEvent.setup();
    renderCard([
      listMock,
      valuesMock(true),
      {
        request: { query: UpdateFeatureFlagDefaultMutation, variables: { key: KEY, enabled: false } },
        result: {
          data: {
            updateFeatureFlagByKey: {
              __typename: 'UpdateFeatureFlagPayload',
              featureFlag: { __typename: 'FeatureFlag', key: KEY, enabled: false, updatedAt: '2025-01-02T00:00:00Z' },
            },
          },
        },
      },
      valuesMock(false),
    ]);
    const checkbox = await screen.findByRole('checkbox', { name: `${KEY} On by default` });
    await screen.findByText('app value: on');
    await user.click(checkbox);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(`${KEY} is now off by default`));
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
    await screen.findByText('app value: off');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reverts the checkbox and shows the reason when saving fails', async () => {
    const user = userEvent.setup();
    renderCard([
      listMock,
      valuesMock(true),
      {
        request: { query: UpdateFeatureFlagDefaultMutation, variables: { key: KEY, enabled: false } },
        result: { errors: [new GraphQLError('permission denied for table feature_flags')] },
      },
    ]);
    const checkbox = await screen.findByRole('checkbox', { name: `${KEY} On by default` });
    await user.click(checkbox);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Could not save ${KEY}: permission denied for table feature_flags`);
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByText('app value: on')).toBeTruthy();
  });

  it('is disabled in read-only mode', async () => {
    renderCard([listMock, valuesMock(true)], true);
    const checkbox = await screen.findByRole('checkbox', { name: `${KEY} On by default` });
    expect(checkbox.hasAttribute('disabled')).toBe(true);
  });
});
