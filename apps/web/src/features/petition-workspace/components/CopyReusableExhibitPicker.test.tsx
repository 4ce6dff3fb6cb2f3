import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockClient, renderInApp } from '@/components/form/test-support.tsx';
import { REUSABLE_PICKER_RESULT_LIMIT, WorkspaceReusableExhibitSearch } from '../api/reusable-exhibit-search.ts';
import { CopyReusableExhibitPicker } from './CopyReusableExhibitPicker.tsx';

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

const nodes = [
  { id: 'r1', name: 'Best Paper Award', deleted: false, moduleType: 'awards', exhibitType: 'awards', files: 2 },
  { id: 'r2', name: 'Old Award', deleted: true, moduleType: 'awards', exhibitType: 'awards', files: 0 },
];

function search(text: string | null, found = nodes, totalCount = found.length) {
  return {
    request: {
      query: WorkspaceReusableExhibitSearch,
      variables: { search: text, moduleType: null, first: REUSABLE_PICKER_RESULT_LIMIT },
    },
    result: {
      data: {
        searchReusableExhibits: {
          __typename: 'ReusableExhibitsConnection',
          totalCount,
          nodes: found.map(({ files, ...node }) => ({
            __typename: 'ReusableExhibit',
            ...node,
            reusableExhibitFilesByReusableExhibitId: { __typename: 'ReusableExhibitFilesConnection', totalCount: files },
          })),
        },
      },
    },
    maxUsageCount: 5,
  } satisfies MockLink.MockedResponse;
}

function renderPicker(
  mocks: MockLink.MockedResponse[],
  onCopy = vi.fn(() => Promise.resolve('copied-exhibit-id')),
  readOnly = false,
) {
  renderInApp(
    <MockedProvider mocks={mocks}>
      <CopyReusableExhibitPicker moduleName="Awards" onCopy={onCopy} />
    </MockedProvider>,
    { readOnly },
  );
  return { onCopy, user: userEvent.setup() };
}

describe('CopyReusableExhibitPicker', () => {
  it('sets up no search until it is opened (issue 35: the petition page has one closed picker per module card)', async () => {
    const client = createMockClient([search(null)]);
    const user = userEvent.setup();
    renderInApp(
      <ApolloProvider client={client}>
        <CopyReusableExhibitPicker moduleName="Awards" onCopy={vi.fn(() => Promise.resolve('copied-exhibit-id'))} />
      </ApolloProvider>,
    );
    expect(client.getObservableQueries('all').size).toBe(0);
    await user.click(screen.getByRole('combobox', { name: 'Copy from repository into Awards' }));
    expect(await screen.findByRole('option', { name: /Best Paper Award/ })).toBeTruthy();
    expect(client.getObservableQueries('all').size).toBe(1);
  });

  it('lists repository exhibits (archived ones left out) and copies the chosen one', async () => {
    const { onCopy, user } = renderPicker([search(null)]);
    await user.click(screen.getByRole('combobox', { name: 'Copy from repository into Awards' }));
    const option = await screen.findByRole('option', { name: /Best Paper Award/ });
    expect(screen.queryByRole('option', { name: /Old Award/ })).toBeNull();
    await user.click(option);
    expect(onCopy).toHaveBeenCalledWith({
      id: 'r1',
      name: 'Best Paper Award',
      moduleType: 'awards',
      exhibitType: 'awards',
      fileCount: 2,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Copied "Best Paper Award" into Awards.'));
  });

  it('says so when nothing matches, and asks for more when the server has more', async () => {
    const { user } = renderPicker([search(null, nodes.slice(0, 1), 80), search('zzz', [])]);
    await user.click(screen.getByRole('combobox', { name: 'Copy from repository into Awards' }));
    await screen.findByText('Type more to narrow');
    await user.type(screen.getByRole('combobox', { name: 'Search the exhibit repository' }), 'zzz');
    await screen.findByText('No results found.', undefined, { timeout: 3_000 });
  });

  it('tells the user when the copy fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPicker(
      [search(null)],
      vi.fn(() => Promise.reject(new Error('refused'))),
    );
    await user.click(screen.getByRole('combobox', { name: 'Copy from repository into Awards' }));
    await user.click(await screen.findByRole('option', { name: /Best Paper Award/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The exhibit could not be copied from the repository.'));
  });

  it('is disabled in read-only mode', () => {
    renderPicker([], undefined, true);
    expect((screen.getByRole('combobox', { name: 'Copy from repository into Awards' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
