import { USCIS_CASE_STATUS_TEXTS, uscisToday } from '@app/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceRecordUscisStatusDocument } from '@/lib/gql/graphql.ts';
import { caseTimelineStatusElementId } from './CaseTimeline.tsx';
import { RecordUscisStatusForm } from './RecordUscisStatusForm.tsx';
import { OpenRfeButton } from './rfe/OpenRfeButton.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PETITION_ID = '11111111-1111-4111-8111-111111111111';
const STATUS_ID = '22222222-2222-4222-8222-222222222222';
const RECEIPT = 'WAC2612345678';
const NEXT_YEAR = `${Number(uscisToday().slice(0, 4)) + 1}-01-01`;

const request = (statusDate: string | null) => ({
  query: WorkspaceRecordUscisStatusDocument,
  variables: {
    status: { petitionId: PETITION_ID, receiptNumber: RECEIPT, status: 'Request for Initial Evidence Was Sent', statusDate },
  },
});

function renderForm(mocks: MockLink.MockedResponse[], refetch: () => Promise<unknown> = () => Promise.resolve()) {
  render(
    <MockedProvider mocks={mocks}>
      <RecordUscisStatusForm petitionId={PETITION_ID} receiptNumber={RECEIPT} refetch={refetch} />
    </MockedProvider>,
  );
  const user = userEvent.setup();
  const status = screen.getByLabelText('Status') as HTMLInputElement;
  const since = screen.getByLabelText('Since (optional)') as HTMLInputElement;
  return { user, status, since, submit: () => user.click(screen.getByRole('button', { name: 'Record status' })) };
}

describe('Record status', () => {
  it('refuses a date after today before sending anything, keeps what was typed and goes to the date', async () => {
    const { user, status, since, submit } = renderForm([]);
    await user.type(status, 'Request for Initial Evidence Was Sent');
    await user.type(since, NEXT_YEAR);
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(USCIS_CASE_STATUS_TEXTS.statusDateFuture);
    expect(status.value).toBe('Request for Initial Evidence Was Sent');
    expect(since.value).toBe(NEXT_YEAR);
    expect(since.getAttribute('aria-invalid')).toBe('true');
    expect(since.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(status.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(since);
    // The date picker offers nothing after today.
    expect(since.max).toBe(uscisToday());
  });

  it("shows the server's sentence beside the form and keeps what was typed when the server refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, status, since, submit } = renderForm([
      { request: request('2026-11-20'), result: { errors: [new GraphQLError(USCIS_CASE_STATUS_TEXTS.statusDateFuture)] } },
    ]);
    await user.type(status, 'Request for Initial Evidence Was Sent');
    await user.type(since, '2026-11-20');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(USCIS_CASE_STATUS_TEXTS.statusDateFuture);
    expect(status.value).toBe('Request for Initial Evidence Was Sent');
    expect(since.value).toBe('2026-11-20');
    await waitFor(() => expect(document.activeElement).toBe(since));
  });

  it("empties the form once recorded, and focus goes to the status's entry on the timeline when it shows", async () => {
    const entry = document.createElement('li');
    entry.id = caseTimelineStatusElementId(STATUS_ID);
    entry.tabIndex = -1;
    entry.scrollIntoView = vi.fn();
    // The refetched timeline shows the new entry.
    const refetch = vi.fn(async () => {
      document.body.append(entry);
    });
    const { user, status, since, submit } = renderForm(
      [
        {
          request: request(null),
          result: {
            data: {
              createUscisCaseStatus: {
                __typename: 'CreateUscisCaseStatusPayload',
                uscisCaseStatus: { __typename: 'UscisCaseStatus', id: STATUS_ID },
              },
            },
          },
        },
      ],
      refetch,
    );
    await user.type(status, 'Request for Initial Evidence Was Sent');
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(entry));
    expect(refetch).toHaveBeenCalledOnce();
    expect(status.value).toBe('');
    expect(since.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    entry.remove();
  });
});

describe('Open an RFE', () => {
  const RECORDED_AT = '2026-11-21T10:00:00Z';
  const OPEN_RFE = { createdAt: '2026-11-21T11:00:00Z', receivedDate: '2026-11-20', answeredOn: null };
  const button = (uscisStatus: string | null, rfes: (typeof OPEN_RFE | { answeredOn: string })[] = []) => {
    const newest = uscisStatus === null ? undefined : { status: uscisStatus, statusDate: '2026-11-20', createdAt: RECORDED_AT };
    render(
      <MemoryRouter>
        <OpenRfeButton newestStatus={newest} rfes={rfes.map((rfe) => ({ ...OPEN_RFE, ...rfe }))} />
      </MemoryRouter>,
    );
    const found = screen.queryByRole('button', { name: 'Open an RFE' });
    cleanup();
    return found !== null;
  };

  it('is offered for each wording USCIS uses for an RFE sent, unless one is open', () => {
    expect(button('Request for Evidence Was Sent')).toBe(true);
    expect(button('Request for Initial Evidence Was Sent')).toBe(true);
    expect(button('Request For Additional Evidence Was Mailed')).toBe(true);
    expect(button('Request for Initial Evidence Was Sent', [OPEN_RFE])).toBe(false);
  });

  it('is not offered again once the RFE of that status was answered (USCIS still shows it as sent)', () => {
    expect(button('Request for Evidence Was Sent', [{ answeredOn: '2026-12-03' }])).toBe(false);
  });

  it('is not offered for the reply to an RFE or another status', () => {
    expect(button('Response To USCIS Request For Evidence Was Received')).toBe(false);
    expect(button('Case Was Received')).toBe(false);
    expect(button(null)).toBe(false);
  });
});
