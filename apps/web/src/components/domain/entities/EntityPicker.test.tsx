import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockClient, renderInApp } from '../../form/test-support.tsx';
import { EntityCreateAdditionalMutation } from './api/entity-create.ts';
import { ENTITY_PICKER_RESULT_LIMIT, EntityAdditionalSearchQuery, EntityPeopleSearchQuery } from './api/entity-search.ts';
import { EntityPicker } from './EntityPicker.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeAll(() => {
  // jsdom lacks what cmdk and Radix measure with.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function awardSearch(search: string | null, nodes: { id: string; name: string }[], totalCount = nodes.length) {
  return {
    request: {
      query: EntityAdditionalSearchQuery,
      variables: { entityType: 'AWARD', search, first: ENTITY_PICKER_RESULT_LIMIT },
    },
    result: {
      data: {
        searchEntities: {
          __typename: 'AdditionalEntitiesConnection',
          totalCount,
          nodes: nodes.map((node) => ({ __typename: 'AdditionalEntity', type: 'AWARD', data: '{}', ...node })),
        },
      },
    },
  } satisfies MockLink.MockedResponse;
}

function renderPicker(mocks: MockLink.MockedResponse[], props: { allowCreate?: boolean; readOnly?: boolean } = {}) {
  const onSelect = vi.fn();
  renderInApp(
    <MockedProvider mocks={mocks}>
      <EntityPicker entityType="AWARD" label="Award" onSelect={onSelect} allowCreate={props.allowCreate ?? false} />
    </MockedProvider>,
    { readOnly: props.readOnly },
  );
  return { onSelect, user: userEvent.setup() };
}

describe('EntityPicker', () => {
  it('builds no search query until it is opened (issue 35: a page of closed pickers started three each)', async () => {
    const client = createMockClient([awardSearch(null, [{ id: 'a1', name: 'Nobel Prize' }])]);
    const user = userEvent.setup();
    renderInApp(
      <ApolloProvider client={client}>
        <EntityPicker entityType="AWARD" label="Award" onSelect={vi.fn()} />
      </ApolloProvider>,
    );
    expect(client.getObservableQueries('all').size).toBe(0);
    await user.click(screen.getByRole('combobox', { name: 'Award' }));
    expect(await screen.findByRole('option', { name: 'Nobel Prize' })).toBeTruthy();
    expect(client.getObservableQueries('all').size).toBeGreaterThan(0);
  });

  it('searches the server with the typed text and selects a match', async () => {
    const { user, onSelect } = renderPicker([
      awardSearch(null, [
        { id: 'a1', name: 'Nobel Prize' },
        { id: 'a2', name: 'Turing Award' },
      ]),
      awardSearch('turing', [{ id: 'a2', name: 'Turing Award' }]),
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Award' }));
    expect(await screen.findByRole('option', { name: 'Nobel Prize' })).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Search Award' }), 'turing');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Nobel Prize' })).toBeNull());
    await user.click(await screen.findByRole('option', { name: 'Turing Award' }));
    expect(onSelect).toHaveBeenCalledWith({ type: 'AWARD', id: 'a2', name: 'Turing Award', bio: null });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it("says 'No results found.' when nothing matches and asks for more text when there are more matches", async () => {
    const { user } = renderPicker([awardSearch(null, [{ id: 'a1', name: 'Nobel Prize' }], 120), awardSearch('zzz', [])]);
    await user.click(screen.getByRole('combobox', { name: 'Award' }));
    expect(await screen.findByText('Type more to narrow')).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Search Award' }), 'zzz');
    expect(await screen.findByText('No results found.')).toBeTruthy();
  });

  it('creates the typed name through the New Entity dialog and selects the new entity', async () => {
    const { user, onSelect } = renderPicker(
      [
        awardSearch(null, []),
        awardSearch('Fields Medal', []),
        {
          request: { query: EntityCreateAdditionalMutation, variables: { name: 'Fields Medal', type: 'AWARD', data: '{}' } },
          result: {
            data: {
              createAdditionalEntity: {
                __typename: 'CreateAdditionalEntityPayload',
                additionalEntity: { __typename: 'AdditionalEntity', id: 'a9', name: 'Fields Medal', type: 'AWARD', data: '{}' },
              },
            },
          },
        },
      ],
      { allowCreate: true },
    );
    await user.click(screen.getByRole('combobox', { name: 'Award' }));
    expect(await screen.findByRole('option', { name: 'Create new…' })).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Search Award' }), 'Fields Medal');
    await user.click(await screen.findByRole('option', { name: 'Create "Fields Medal"' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Entity' });
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Fields Medal');
    expect(screen.getByRole('combobox', { name: /Type/ }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith({ type: 'AWARD', id: 'a9', name: 'Fields Medal', bio: null }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('searches people for USER', async () => {
    const onSelect = vi.fn();
    renderInApp(
      <MockedProvider
        mocks={[
          {
            request: { query: EntityPeopleSearchQuery, variables: { search: null, first: ENTITY_PICKER_RESULT_LIMIT } },
            result: {
              data: {
                searchPeople: {
                  __typename: 'UsersConnection',
                  totalCount: 1,
                  nodes: [
                    {
                      __typename: 'User',
                      id: 'u1',
                      fullName: 'Priya Raman',
                      archetype: 'researcher-scientist',
                      bio: null,
                      email: 'priya@example.com',
                    },
                  ],
                },
              },
            },
          },
        ]}
      >
        <EntityPicker entityType="USER" label="Beneficiary" onSelect={onSelect} />
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Beneficiary' }));
    await user.click(await screen.findByRole('option', { name: /Priya Raman/ }));
    expect(onSelect).toHaveBeenCalledWith({
      type: 'USER',
      id: 'u1',
      name: 'Priya Raman',
      archetype: 'researcher-scientist',
      bio: null,
      email: 'priya@example.com',
    });
  });

  it('is disabled in read-only mode', () => {
    renderPicker([], { readOnly: true });
    expect(screen.getByRole('combobox', { name: 'Award' }).hasAttribute('disabled')).toBe(true);
  });
});
