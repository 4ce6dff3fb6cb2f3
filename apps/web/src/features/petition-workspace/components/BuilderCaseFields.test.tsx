import { CASE_FIELD_TEXTS, PROPOSED_SALARY_ERROR, type PetitionCaseDetailKey } from '@app/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceSetPetitionCaseDetailDocument } from '@/lib/gql/graphql.ts';
import { BuilderCaseFields } from './BuilderCaseFields.tsx';

afterEach(cleanup);

const PETITION_ID = '11111111-1111-4111-8111-111111111111';
const METADATA = JSON.stringify({
  fieldOfEndeavor: 'Robot perception',
  proposedUSRole: 'Staff Engineer',
  proposedUSSalary: '185000 per year',
  worksiteLocation: 'Austin, TX',
  hasDependents: 'No',
});

function renderFields(
  editable: boolean,
  mocks: MockLink.MockedResponse[] = [],
  formsNotes?: Partial<Record<PetitionCaseDetailKey, string>>,
) {
  render(
    <MockedProvider mocks={mocks}>
      <BuilderCaseFields
        petitionId={PETITION_ID}
        metadata={METADATA}
        editable={editable}
        {...(formsNotes ? { formsNotes } : {})}
      />
    </MockedProvider>,
  );
}

const ROLE_NOTE = "The forms print “Principal Engineer” (the employer's role offer from onboarding).";

describe("the builder's case details on the petition page", () => {
  it('shows them without edit controls to anyone but staff', () => {
    renderFields(false);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    for (const text of [
      'Field of endeavor',
      'Robot perception',
      'Proposed US role',
      'Staff Engineer',
      '185000 per year',
      'Austin, TX',
    ]) {
      screen.getByText(text, { exact: true });
    }
  });

  it('lets staff edit each, refusing a salary the I-129 cannot read and a role past its bound before sending anything', async () => {
    const saved = vi.fn();
    const petition = {
      __typename: 'Petition',
      id: PETITION_ID,
      status: 'PENDING_DOCS',
      caseType: null,
      filingType: null,
      targetSubmissionDate: null,
      petitionShippedDate: null,
      uscisAddress: null,
      trackingNumber: null,
      uscisReceiptNumber: null,
      uscisStatus: null,
      projectManagementStatus: null,
      metadata: JSON.stringify({ ...JSON.parse(METADATA), proposedUSSalary: '$95 an hour' }),
      oaUserId: null,
      csmUserId: null,
    };
    renderFields(true, [
      {
        request: {
          query: WorkspaceSetPetitionCaseDetailDocument,
          variables: { petitionId: PETITION_ID, field: 'proposedUSSalary', value: '$95 an hour' },
        },
        result: () => {
          saved();
          return { data: { setPetitionCaseDetail: { __typename: 'SetPetitionCaseDetailPayload', petition } } };
        },
      },
    ]);
    const user = userEvent.setup();
    const salary = screen.getByLabelText('Proposed US salary') as HTMLInputElement;
    expect(salary.value).toBe('185000 per year');
    expect((screen.getByLabelText('Worksite location') as HTMLInputElement).value).toBe('Austin, TX');

    await user.tripleClick(salary);
    await user.keyboard('TBD');
    expect(screen.getByText(PROPOSED_SALARY_ERROR)).toBeTruthy();
    expect(salary.getAttribute('aria-invalid')).toBe('true');

    const role = screen.getByLabelText('Proposed US role') as HTMLInputElement;
    await user.tripleClick(role);
    await user.paste('x'.repeat(121));
    expect(screen.getByText(CASE_FIELD_TEXTS.proposedUSRole)).toBeTruthy();

    await user.tripleClick(salary);
    await user.keyboard('  $95   an hour ');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(screen.queryByText(PROPOSED_SALARY_ERROR)).toBeNull();
  });

  it("says under the builder's role what the forms print instead, to staff editing it and to anyone reading it", () => {
    renderFields(true, [], { proposedUSRole: ROLE_NOTE });
    const role = screen.getByLabelText('Proposed US role');
    expect(document.getElementById(role.getAttribute('aria-describedby') ?? '')?.textContent).toBe(ROLE_NOTE);
    cleanup();
    renderFields(false, [], { proposedUSRole: ROLE_NOTE });
    screen.getByText(ROLE_NOTE, { exact: true });
  });
});
