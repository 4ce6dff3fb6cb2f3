import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { DATE_ESTABLISHED_TEXTS, FIELD_RULE_TEXTS, PERSON_EMAIL_TEXTS, type EntityType } from '@app/domain';
import {
  EntityAdditionalDetailQuery,
  EntityCompanyDetailQuery,
  EntityPersonDetailQuery,
  EntityUpdateAdditionalMutation,
  EntityUpdateCompanyMutation,
} from '../api/entity-details.ts';
import { CompanyEntityChangedSubscription, PersonEntityChangedSubscription } from '../api/entity-live.ts';
import { CompanyProfileQuery } from '../api/company-profile.ts';
import { CompanyTeamQuery } from '../api/company-team.ts';
import { CompanyWorksitesQuery } from '../api/company-worksites.ts';
import { EntityEditor } from './EntityEditor.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const ID = 'entity-1';
/** Stored data keeps keys the form does not show; a save must not drop them. */
const STORED_DATA = { description: 'Old text', selection_criteria: '', year: 1966 };

const detailMock: MockLink.MockedResponse = {
  request: { query: EntityAdditionalDetailQuery, variables: { id: ID } },
  result: {
    data: {
      additionalEntityById: {
        __typename: 'AdditionalEntity',
        id: ID,
        name: 'Turing Award',
        type: 'AWARD',
        data: JSON.stringify(STORED_DATA),
        moduleEntitiesByEntityId: {
          __typename: 'ModuleEntitiesConnection',
          nodes: [
            {
              __typename: 'ModuleEntity',
              moduleByModuleId: { __typename: 'Module', id: 'module-1', name: 'Awards', petitionId: 'petition-1' },
            },
          ],
        },
        reusableExhibitEntitiesByEntityId: {
          __typename: 'ReusableExhibitEntitiesConnection',
          nodes: [
            {
              __typename: 'ReusableExhibitEntity',
              reusableExhibitByReusableExhibitId: { __typename: 'ReusableExhibit', id: 'exhibit-1', name: 'ACM letter' },
            },
          ],
        },
      },
    },
  },
};

const PERSON_ID = 'person-1';
/** A person as the editor loads them: their address and where they stand with the portal. */
const personMock = (person: { email: string; hasSignedIn: boolean }): MockLink.MockedResponse => ({
  request: { query: EntityPersonDetailQuery, variables: { id: PERSON_ID } },
  result: {
    data: {
      userById: {
        __typename: 'User',
        id: PERSON_ID,
        fullName: 'Omar Moved',
        bio: null,
        ...person,
        latestPortalInvitation: null,
        additionalEntitiesByUserId: { __typename: 'AdditionalEntitiesConnection', nodes: [] },
      },
    },
  },
});

const COMPANY_ID = 'company-1';
/** A company as the editor loads it: the year its employer gave in the wizard, no full date yet. */
const companyMock: MockLink.MockedResponse = {
  request: { query: EntityCompanyDetailQuery, variables: { id: COMPANY_ID } },
  result: {
    data: {
      companyById: {
        __typename: 'Company',
        id: COMPANY_ID,
        dbaName: 'Northwind Robotics',
        bio: null,
        yearEstablished: 2015,
        dateEstablished: null,
        additionalEntitiesByCompanyId: { __typename: 'AdditionalEntitiesConnection', nodes: [] },
      },
    },
  },
};
const companySaved = (dateEstablished: string): MockLink.MockedResponse => ({
  request: {
    query: EntityUpdateCompanyMutation,
    variables: { id: COMPANY_ID, dbaName: 'Northwind Robotics', bio: null, dateEstablished },
  },
  result: {
    data: {
      updateCompanyById: {
        __typename: 'UpdateCompanyPayload',
        company: {
          __typename: 'Company',
          id: COMPANY_ID,
          dbaName: 'Northwind Robotics',
          bio: null,
          yearEstablished: 2015,
          dateEstablished,
        },
      },
    },
  },
});

/** The company's profile section (CompanyProfileSection) reads the company's form facts on its own. */
const companyProfileMock: MockLink.MockedResponse = {
  request: { query: CompanyProfileQuery, variables: { id: COMPANY_ID } },
  result: {
    data: {
      companyById: {
        __typename: 'Company',
        id: COMPANY_ID,
        legalName: null,
        ein: null,
        phoneNumber: null,
        streetNumberStreetNameBusinessAddress: null,
        city: null,
        state: null,
        zipCode: null,
        country: null,
        companyTypeOfBusiness: null,
        currentNumberOfEmployees: null,
      },
    },
  },
};

/** The company's worksites section (CompanyWorksitesSection) reads them on its own: none yet. */
const companyWorksitesMock: MockLink.MockedResponse = {
  request: { query: CompanyWorksitesQuery, variables: { companyId: COMPANY_ID } },
  result: {
    data: {
      companyById: {
        __typename: 'Company',
        id: COMPANY_ID,
        companyOfficesByCompanyId: { __typename: 'CompanyOfficesConnection', nodes: [] },
      },
    },
  },
};

/** The company's team section (CompanyTeamSection) reads it on its own: no one yet. */
const companyTeamMock: MockLink.MockedResponse = {
  request: { query: CompanyTeamQuery, variables: { companyId: COMPANY_ID } },
  result: {
    data: {
      companyById: {
        __typename: 'Company',
        id: COMPANY_ID,
        companyMembersByCompanyId: { __typename: 'CompanyMembersConnection', nodes: [] },
      },
    },
  },
};

/** A company's or person's page listens to it live (entity-live.ts): here nothing changes while the test runs. */
const companyLiveMock: MockLink.MockedResponse = {
  request: { query: CompanyEntityChangedSubscription, variables: () => true },
  delay: Infinity,
};
const personLiveMock: MockLink.MockedResponse = {
  request: { query: PersonEntityChangedSubscription, variables: () => true },
  delay: Infinity,
};

function renderEditor(mocks: MockLink.MockedResponse[], row: { type: EntityType; id: string } = { type: 'AWARD', id: ID }) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <ReadOnlyProvider>
          <EntityEditor row={row} />
        </ReadOnlyProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('EntityEditor', () => {
  it('links to the petition of each module and to each reusable exhibit that uses the entity', async () => {
    renderEditor([detailMock]);
    expect((await screen.findByRole('link', { name: 'Awards' })).getAttribute('href')).toBe('/admin/petition-builder/petition-1');
    expect(screen.getByRole('link', { name: 'ACM letter' }).getAttribute('href')).toBe(
      '/admin/exhibit-repo?reusableExhibitId=exhibit-1',
    );
  });

  it('fills the form from /entitygen for review, then saves name, type and data keeping the other keys', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            fields: { description: 'Highest honour in computing.', selection_criteria: 'Lasting contributions.' },
            generationId: '7f1c2b8e-4c1a-4d8e-9b0a-2f6d3c1e5a90',
            isTemplate: false,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderEditor([
      detailMock,
      {
        request: {
          query: EntityUpdateAdditionalMutation,
          variables: {
            id: ID,
            name: 'A. M. Turing Award',
            type: 'AWARD',
            data: JSON.stringify({
              year: 1966,
              description: 'Highest honour in computing.',
              selection_criteria: 'Lasting contributions.',
            }),
          },
        },
        result: {
          data: {
            updateAdditionalEntityById: {
              __typename: 'UpdateAdditionalEntityPayload',
              additionalEntity: { __typename: 'AdditionalEntity', id: ID, name: 'A. M. Turing Award', type: 'AWARD', data: '{}' },
            },
          },
        },
      },
    ]);
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect((description as HTMLTextAreaElement).value).toBe('Old text');

    await user.click(screen.getByRole('button', { name: 'Fill with AI' }));
    await waitFor(() => expect((description as HTMLTextAreaElement).value).toBe('Highest honour in computing.'));
    expect((screen.getByRole('textbox', { name: 'Selection criteria' }) as HTMLTextAreaElement).value).toBe(
      'Lasting contributions.',
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/entitygen');
    expect(JSON.parse(String(init.body))).toEqual({ entity_id: ID, fields: ['description', 'selection_criteria'] });

    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'A. M. Turing Award');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast.success).toHaveBeenCalledWith('Filled in; review and save');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved A. M. Turing Award'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a blank name', async () => {
    const user = renderEditor([detailMock]);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please provide a name')).toBeTruthy();
  });

  it('checks a person’s new e-mail address with the e-mail rule before asking, and holds the invitation until it is saved', async () => {
    const user = renderEditor([personMock({ email: 'omar@exmple.test', hasSignedIn: false }), personLiveMock], {
      type: 'USER',
      id: PERSON_ID,
    });
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    const access = screen.getByRole('region', { name: 'Portal access' });
    expect(access.textContent).toContain('Not invited yet');
    expect(screen.getByRole('button', { name: 'Invite to the portal' })).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'omar at example');
    expect(access.textContent).toContain('Save the new e-mail address before inviting.');
    expect(screen.queryByRole('button', { name: 'Invite to the portal' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // No request went out (none is mocked: it would read 'Error saving entity').
    expect(await screen.findByText(FIELD_RULE_TEXTS.email)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText('Error saving entity')).toBeNull();
  });

  it('shows a signed-in person’s address read-only, with why, and offers no invitation', async () => {
    renderEditor([personMock({ email: 'sid@example.test', hasSignedIn: true }), personLiveMock], { type: 'USER', id: PERSON_ID });
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    expect(email.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(PERSON_EMAIL_TEXTS.signedIn)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Portal access' }).textContent).toContain('Signed in');
    expect(screen.queryByRole('button', { name: /invit/i })).toBeNull();
  });
  it('checks a company’s date established with the domain’s rule: in the year the employer gave, not ahead of today', async () => {
    const user = renderEditor(
      [companyMock, companyProfileMock, companyWorksitesMock, companyTeamMock, companyLiveMock, companySaved('2015-03-14')],
      {
        type: 'COMPANY',
        id: COMPANY_ID,
      },
    );
    const date = await screen.findByRole('textbox', { name: 'Date established' });
    expect(screen.getByText(/in 2015 \(the year the employer gave\)/)).toBeTruthy();
    await user.type(date, '2016-03-14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // No request went out (none is mocked for 2016: it would read 'Error saving entity').
    expect(await screen.findByText(DATE_ESTABLISHED_TEXTS.otherYear)).toBeTruthy();
    expect(document.activeElement).toBe(date);
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DATE_ESTABLISHED_TEXTS.future)).toBeTruthy();
    await user.clear(date);
    await user.type(date, '2015-03-14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved Northwind Robotics'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
