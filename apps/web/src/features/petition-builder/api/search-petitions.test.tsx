import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PICKER_PAGE_SIZE, PetitionPickerQuery, useSearchPetitions } from './search-petitions.ts';

afterEach(cleanup);

/** Picker rows newest first, as petition_picker orders them (updated_at desc, id), each with the search's count. */
function petitions(from: number, count: number, matchingCount = 1001) {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return {
      __typename: 'PetitionPickerEntry' as const,
      petitionId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      updatedAt: new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString(),
      status: 'PENDING_DOCS',
      visaClass: 'o_1a',
      beneficiaryName: `Person ${n}`,
      petitionerName: null,
      matchingCount,
    };
  });
}

const firstPage = petitions(0, PICKER_PAGE_SIZE);
const lastOfFirstPage = firstPage.at(-1)!;
const filter = { search: null, activeOnly: true };

function pageMock(variables: Record<string, unknown>, nodes: ReturnType<typeof petitions>): MockLink.MockedResponse {
  return {
    request: { query: PetitionPickerQuery, variables },
    result: { data: { petitionPicker: { __typename: 'PetitionPickerEntriesConnection', nodes } } },
  };
}

function wrapperWith(mocks: MockLink.MockedResponse[]) {
  return ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
}

describe('useSearchPetitions', () => {
  it('loads the next page after the last row (keyset: its updatedAt and id), not by offset', async () => {
    const { result } = renderHook(() => useSearchPetitions('', true), {
      wrapper: wrapperWith([
        pageMock({ ...filter, pageSize: PICKER_PAGE_SIZE }, firstPage),
        pageMock(
          {
            ...filter,
            pageSize: PICKER_PAGE_SIZE,
            afterUpdatedAt: lastOfFirstPage.updatedAt,
            afterId: lastOfFirstPage.petitionId,
          },
          petitions(PICKER_PAGE_SIZE, 3),
        ),
      ]),
    });
    await waitFor(() => expect(result.current.petitions).toHaveLength(PICKER_PAGE_SIZE));
    await waitFor(() => expect(result.current.totalCount).toBe(1001));
    expect(result.current.hasMore).toBe(true);

    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.petitions).toHaveLength(PICKER_PAGE_SIZE + 3));
    expect(result.current.petitions.map((petition) => petition.id)).toEqual(
      petitions(0, PICKER_PAGE_SIZE + 3).map((petition) => petition.petitionId),
    );
    // A short page is the last one, even though the capped count says "1,000+".
    expect(result.current.hasMore).toBe(false);
  });

  it('offers no next page when the count says every match is loaded', async () => {
    const { result } = renderHook(() => useSearchPetitions('', true), {
      wrapper: wrapperWith([
        pageMock({ ...filter, pageSize: PICKER_PAGE_SIZE }, petitions(0, PICKER_PAGE_SIZE, PICKER_PAGE_SIZE)),
      ]),
    });
    await waitFor(() => expect(result.current.totalCount).toBe(PICKER_PAGE_SIZE));
    expect(result.current.petitions).toHaveLength(PICKER_PAGE_SIZE);
    expect(result.current.hasMore).toBe(false);
  });
});
