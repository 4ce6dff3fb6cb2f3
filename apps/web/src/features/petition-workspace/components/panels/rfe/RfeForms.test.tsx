import { RFE_TEXTS } from '@app/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceAddRfeDeficiencyDocument, WorkspaceOpenRfeDocument } from '@/lib/gql/graphql.ts';
import { AddDeficiencyForm } from './AddDeficiencyForm.tsx';
import { OpenRfeForm } from './OpenRfeForm.tsx';

// The dates below are checked against today (an RFE received after it, or due already, is refused): the clock is
// fixed at the day they were written for, and only the clock (timers stay real for the user events).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-06T12:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

const PETITION_ID = '11111111-1111-4111-8111-111111111111';
const RFE_ID = '22222222-2222-4222-8222-222222222222';

/** The forms hold the rules of packages/domain/src/rfe.ts before anything is sent (the database holds them too). */
describe('RFE forms', () => {
  it('asks for the due date, refuses one before receipt, then opens the RFE with the dates typed', async () => {
    const opened = vi.fn(() => Promise.resolve());
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: WorkspaceOpenRfeDocument,
          variables: { rfe: { petitionId: PETITION_ID, receivedDate: '2026-11-20', dueDate: '2027-02-12', noticeFileId: null } },
        },
        result: {
          data: {
            createRfeResponse: { __typename: 'CreateRfeResponsePayload', rfeResponse: { __typename: 'RfeResponse', id: RFE_ID } },
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <OpenRfeForm petitionId={PETITION_ID} notices={[]} uscisStatus="Request for Evidence Was Sent" onOpened={opened} />
      </MockedProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByText(/USCIS says: Request for Evidence Was Sent/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open the RFE' }));
    expect(screen.getByRole('alert').textContent).toBe(RFE_TEXTS.dueDateMissing);
    await user.type(screen.getByLabelText('Received (optional)'), '2026-11-20');
    await user.type(screen.getByLabelText('Response due'), '2026-11-19');
    await user.click(screen.getByRole('button', { name: 'Open the RFE' }));
    expect(screen.getByRole('alert').textContent).toBe(RFE_TEXTS.dueBeforeReceived);
    expect(screen.getByLabelText('Response due').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('Response due'));
    await user.type(screen.getByLabelText('Response due'), '2027-02-12');
    await user.click(screen.getByRole('button', { name: 'Open the RFE' }));
    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the focus on "Open the RFE" while it opens, and after a refusal', async () => {
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: WorkspaceOpenRfeDocument,
          variables: { rfe: { petitionId: PETITION_ID, receivedDate: null, dueDate: '2027-02-12', noticeFileId: null } },
        },
        // Long enough for the pending state to be seen on a busy CI machine (50 ms was missed once).
        delay: 800,
        result: { errors: [{ message: 'This petition already has an RFE being answered.' }] },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <OpenRfeForm petitionId={PETITION_ID} notices={[]} uscisStatus={null} onOpened={vi.fn()} />
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Response due'), '2027-02-12');
    const open = screen.getByRole('button', { name: 'Open the RFE' });
    open.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(open.getAttribute('aria-disabled')).toBe('true'));
    expect(document.activeElement).toBe(open);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(RFE_TEXTS.oneOpenRfe), { timeout: 5_000 });
    expect(open.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('wants a title for an item and sends it with its criterion and next position', async () => {
    const added = vi.fn(() => Promise.resolve());
    const MODULE_ID = '33333333-3333-4333-8333-333333333333';
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: WorkspaceAddRfeDeficiencyDocument,
          variables: {
            deficiency: {
              rfeResponseId: RFE_ID,
              position: 3,
              title: 'Awards',
              uscisText: 'Show recognition.',
              moduleId: MODULE_ID,
            },
          },
        },
        result: {
          data: {
            createRfeDeficiency: {
              __typename: 'CreateRfeDeficiencyPayload',
              rfeDeficiency: { __typename: 'RfeDeficiency', id: 'd' },
            },
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <AddDeficiencyForm
          rfeResponseId={RFE_ID}
          nextPosition={3}
          modules={[{ id: MODULE_ID, name: 'Awards' }]}
          onAdded={added}
        />
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByRole('alert').textContent).toBe(RFE_TEXTS.titleMissing);
    await user.type(screen.getByLabelText('Title'), 'Awards');
    await user.type(screen.getByLabelText('What USCIS wrote'), 'Show recognition.');
    await user.selectOptions(screen.getByLabelText('Criterion'), 'Awards');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(added).toHaveBeenCalledOnce());
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    // Focus is ready for the next item, not left on the button that was busy (the browser drops it to the body).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
  });
});
