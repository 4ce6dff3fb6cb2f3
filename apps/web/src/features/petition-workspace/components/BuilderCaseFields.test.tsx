import { CASE_FIELD_TEXTS, PROPOSED_SALARY_ERROR } from '@app/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PetitionRequestedPeriodDocument, WorkspaceSetPetitionCaseDetailDocument } from '@/lib/gql/graphql.ts';
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

/** The fields, with the petition's role offer the notes under them read (none unless given). */
function renderFields(editable: boolean, mocks: MockLink.MockedResponse[] = [], offer = roleOffer([])) {
  render(
    <MockedProvider mocks={[offer, ...mocks]}>
      <BuilderCaseFields petitionId={PETITION_ID} metadata={METADATA} editable={editable} />
    </MockedProvider>,
  );
}

const COMPANY_ID = '22222222-2222-4222-8222-222222222222';
/** The requested period's query, which carries the beneficiary's employments (the role offer among them). */
const roleOffer = (nodes: object[]): MockLink.MockedResponse => ({
  request: { query: PetitionRequestedPeriodDocument, variables: { id: PETITION_ID } },
  result: {
    data: {
      petitionById: {
        __typename: 'Petition',
        id: PETITION_ID,
        visaClass: 'o_1a',
        companyId: COMPANY_ID,
        requestedStartDate: null,
        requestedEndDate: null,
        userByBeneficiaryId: {
          __typename: 'User',
          id: '33333333-3333-4333-8333-333333333333',
          userEmploymentsByUserId: {
            __typename: 'UserEmploymentsConnection',
            nodes,
          },
        },
      },
    },
  },
});
/** The employer's role offer at the petitioner: its title unlike the builder's words, its salary the same. */
const ROLE_OFFER = roleOffer([
  {
    __typename: 'UserEmployment',
    id: '44444444-4444-4444-8444-444444444444',
    companyId: COMPANY_ID,
    isCurrent: true,
    startDate: '2027-01-04',
    endDate: null,
    position: 'Principal Engineer',
    salary: '185000',
    salaryFrequency: 'annual',
  },
]);

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

  it("says under the builder's role what the forms print instead, to staff editing it and to anyone reading it", async () => {
    renderFields(true, [], ROLE_OFFER);
    const role = screen.getByLabelText('Proposed US role');
    await waitFor(() =>
      expect(document.getElementById(role.getAttribute('aria-describedby') ?? '')?.textContent).toBe(ROLE_NOTE),
    );
    // The same salary in the offer as in the builder's words: no note under the salary.
    expect(screen.queryByText(/^The forms print \$/)).toBeNull();
    cleanup();
    renderFields(false, [], ROLE_OFFER);
    await screen.findByText(ROLE_NOTE, { exact: true });
  });
});
