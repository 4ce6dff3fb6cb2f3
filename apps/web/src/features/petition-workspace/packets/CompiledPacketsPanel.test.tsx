import { BATES_PREFIX_ERROR } from '@app/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PacketPreflightDocument,
  PacketsBatesPositionDocument,
  PacketsBatesPrefixDocument,
  PacketsCompileDocument,
  PacketsListDocument,
} from '@/lib/gql/graphql.ts';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { CompiledPacketsPanel } from './CompiledPacketsPanel.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The Forms panel's list the pre-flight reads (GET /petitions/{id}/forms): here no form is needed. */
const formsRequests: string[] = [];
beforeEach(() => {
  formsRequests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      formsRequests.push(url);
      return new Response(JSON.stringify({ forms: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const PETITION_ID = '11111111-1111-4111-8111-111111111111';

const RUNNING_PACKET = {
  __typename: 'CompiledPetition',
  id: 'c1',
  displayName: 'Filing packet',
  status: 'RUNNING',
  failureReason: null,
  createdAt: '2026-12-05T01:00:00Z',
  fileId: null,
  pageCount: null,
  batesPrefix: 'PS-',
  sharedWithCustomers: false,
  userByCreatorId: { __typename: 'User', id: 'u1', fullName: 'Alex Morgan' },
};

const listMock = (nodes: unknown[] = []): MockLink.MockedResponse => ({
  request: { query: PacketsListDocument, variables: { petitionId: PETITION_ID } },
  result: {
    data: {
      petitionById: {
        __typename: 'Petition',
        id: PETITION_ID,
        batesPrefix: 'PS-',
        batesPosition: 'BOTTOM_RIGHT',
        compiledPetitionsByPetitionId: { __typename: 'CompiledPetitionsConnection', nodes },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The petition as the pre-flight reads it: one module whose one exhibit holds a file, or none. */
function preflightMock(withFile: boolean): MockLink.MockedResponse {
  const files = withFile
    ? [
        {
          __typename: 'ExhibitFile',
          fileId: 'f1',
          fileByFileId: { __typename: 'File', id: 'f1', name: 'award.pdf', deleted: false },
        },
      ]
    : [];
  return {
    request: { query: PacketPreflightDocument, variables: { petitionId: PETITION_ID } },
    result: {
      data: {
        petitionById: {
          __typename: 'Petition',
          id: PETITION_ID,
          beneficiaryId: 'b1',
          visaClass: 'o1a',
          modulesByPetitionId: {
            __typename: 'ModulesConnection',
            nodes: [
              {
                __typename: 'Module',
                id: 'm1',
                type: 'awards',
                name: 'Awards',
                visible: true,
                autogen: false,
                exhibitsByModuleId: {
                  __typename: 'ExhibitsConnection',
                  nodes: [
                    {
                      __typename: 'Exhibit',
                      id: 'e1',
                      parentExhibitId: null,
                      exhibitType: null,
                      name: 'Award certificate',
                      status: 'PENDING_DOCUMENTS',
                      ownedBy: 'PLYMOUTH',
                      visible: true,
                      metadata: '{}',
                      customerProgress: withFile ? 'provided' : 'requested',
                      packetToFollow: false,
                      exhibitFilesByExhibitId: { __typename: 'ExhibitFilesConnection', nodes: files },
                    },
                  ],
                },
              },
            ],
          },
          petitionLettersByPetitionId: { __typename: 'PetitionLettersConnection', nodes: [] },
          petitionFormSignaturesByPetitionId: { __typename: 'PetitionFormSignaturesConnection', nodes: [] },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function compileMock(batesPrefix: string, onCompile: () => void): MockLink.MockedResponse {
  return {
    request: { query: PacketsCompileDocument, variables: { petitionId: PETITION_ID, batesPrefix } },
    result: () => {
      onCompile();
      return {
        data: {
          compilePetition: {
            __typename: 'CompilePetitionPayload',
            compiledPetition: { __typename: 'CompiledPetition', id: 'c1', status: 'RUNNING' },
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The autosave of the prefix, which Compile flushes before compiling. */
function savePrefixMock(batesPrefix: string, onSave: () => void): MockLink.MockedResponse {
  return {
    request: { query: PacketsBatesPrefixDocument, variables: { petitionId: PETITION_ID, batesPrefix } },
    result: () => {
      onSave();
      return {
        data: {
          updatePetitionById: {
            __typename: 'UpdatePetitionPayload',
            petition: { __typename: 'Petition', id: PETITION_ID, batesPrefix },
          },
        },
      };
    },
  };
}

function renderPanel(mocks: MockLink.MockedResponse[], list = listMock()) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={[list, ...mocks]}>
        <ReadOnlyProvider>
          <CompiledPacketsPanel petitionId={PETITION_ID} />
        </ReadOnlyProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const compileButton = () => screen.getByRole('button', { name: 'Compile packet' }) as HTMLButtonElement;

describe('CompiledPacketsPanel', () => {
  it('disables Compile with the reason while the prefix on screen breaks the rule', async () => {
    const user = renderPanel([]);
    const field = await screen.findByRole('textbox', { name: 'Bates prefix' });
    await waitFor(() => expect(compileButton().disabled).toBe(false));
    await user.clear(field);
    await user.type(field, 'PS 1');
    expect(compileButton().disabled).toBe(true);
    expect(compileButton().getAttribute('aria-describedby')).toBeTruthy();
    const reason = document.getElementById(compileButton().getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(`Fix the Bates prefix first: ${BATES_PREFIX_ERROR}`);
    expect(screen.getByRole('alert').textContent).toBe(BATES_PREFIX_ERROR);
    await user.clear(field);
    await user.type(field, 'ACME-');
    expect(compileButton().disabled).toBe(false);
    expect(compileButton().getAttribute('aria-describedby')).toBeNull();
  });

  it('compiles once, with the prefix on screen, when the pre-flight finds nothing (double click included)', async () => {
    const onCompile = vi.fn();
    const onSave = vi.fn();
    const user = renderPanel([preflightMock(true), savePrefixMock('NEW-', onSave), compileMock('NEW-', onCompile)]);
    const field = await screen.findByRole('textbox', { name: 'Bates prefix' });
    await user.clear(field);
    await user.type(field, 'NEW-');
    await user.dblClick(compileButton());
    await waitFor(() => expect(onCompile).toHaveBeenCalledTimes(1));
    // The pre-flight asked for the forms the case needs.
    expect(formsRequests.some((url) => url.includes(`/petitions/${PETITION_ID}/forms`))).toBe(true);
    // Saved first (the autosave flushed), then compiled with the same value; the second click did nothing.
    expect(onSave.mock.invocationCallOrder[0]).toBeLessThan(onCompile.mock.invocationCallOrder[0]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onCompile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the pre-flight list when something is missing, and compiles only on "Compile anyway"', async () => {
    const onCompile = vi.fn();
    const user = renderPanel([preflightMock(false), compileMock('PS-', onCompile)]);
    await screen.findByRole('textbox', { name: 'Bates prefix' });
    await waitFor(() => expect(compileButton().disabled).toBe(false));
    await user.click(compileButton());
    const dialog = await screen.findByRole('dialog', { name: 'Before compiling' });
    expect(dialog.textContent).toContain('Awards › Award certificate');
    // Its only exhibit has no documents, so the packet would hold none (preflightFindings → packetPreflight).
    expect(within(dialog).getByRole('region', { name: 'No evidence' }).textContent).toContain('The packet has no exhibits');
    expect(onCompile).not.toHaveBeenCalled();
    // Escape closes it without compiling and gives focus back to Compile; Enter opens it again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(compileButton()));
    expect(onCompile).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Before compiling' });
    await user.click(screen.getByRole('button', { name: 'Compile anyway' }));
    await waitFor(() => expect(onCompile).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Compile focusable while a compile runs, saying why a click waits', async () => {
    renderPanel([], listMock([RUNNING_PACKET]));
    await screen.findByText('Filing packet');
    // Busy rather than disabled: "Compile anyway" gives the focus back to it, which a disabled button would drop.
    expect(compileButton().disabled).toBe(false);
    expect(compileButton().getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(compileButton().getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('A compile of this petition is running; it appears below when it finishes.');
    compileButton().focus();
    expect(document.activeElement).toBe(compileButton());
  });

  it('offers the Bates number position in words and saves the choice', async () => {
    const onSave = vi.fn();
    const user = renderPanel([
      {
        request: { query: PacketsBatesPositionDocument, variables: { petitionId: PETITION_ID, batesPosition: 'BOTTOM_LEFT' } },
        result: () => {
          onSave();
          return {
            data: {
              updatePetitionById: {
                __typename: 'UpdatePetitionPayload',
                petition: { __typename: 'Petition', id: PETITION_ID, batesPosition: 'BOTTOM_LEFT' },
              },
            },
          };
        },
      },
    ]);
    const select = (await screen.findByRole('combobox', { name: 'Bates number position' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Bottom right', 'Bottom centre', 'Bottom left']);
    await user.selectOptions(select, 'Bottom left');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });
});
