import { FIELD_RULE_TEXTS, type EntityType } from '@app/domain';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { EntityCreateAdditionalMutation, EntityCreateCompanyMutation, EntityCreateUserMutation } from './api/entity-create.ts';
import { NewEntityDialog } from './NewEntityDialog.tsx';
import type { PickedEntity } from './picked-entity.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The dialog as a page holds it: open until it asks to close. */
function Harness({ initialType, onCreated }: { initialType: EntityType; onCreated: (entity: PickedEntity) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>dialog {open ? 'open' : 'closed'}</p>
      <NewEntityDialog open={open} onOpenChange={setOpen} initialType={initialType} onCreated={onCreated} />
    </>
  );
}

function renderDialog(mocks: MockLink.MockedResponse[], initialType: EntityType = 'AWARD') {
  const onCreated = vi.fn();
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <ReadOnlyProvider>
          <Harness initialType={initialType} onCreated={onCreated} />
        </ReadOnlyProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return { onCreated, user: userEvent.setup() };
}

const awardMock: MockLink.MockedResponse = {
  request: {
    query: EntityCreateAdditionalMutation,
    variables: { name: 'Turing Award', type: 'AWARD', data: JSON.stringify({ description: 'ACM prize' }) },
  },
  result: {
    data: {
      createAdditionalEntity: {
        __typename: 'CreateAdditionalEntityPayload',
        additionalEntity: {
          __typename: 'AdditionalEntity',
          id: 'award-1',
          name: 'Turing Award',
          type: 'AWARD',
          data: JSON.stringify({ description: 'ACM prize' }),
        },
      },
    },
  },
};

describe('NewEntityDialog', () => {
  it('shows the type with its dialog label and closes on Escape', async () => {
    const { user } = renderDialog([]);
    expect(screen.getByRole('dialog', { name: 'New Entity' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Type/ }).textContent).toContain('Award');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('dialog closed')).toBeTruthy();
  });

  it('refuses a blank name with the message and sends nothing', async () => {
    const { user, onCreated } = renderDialog([]);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please provide a name')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates an award with its description, hands it over and closes', async () => {
    const { user, onCreated } = renderDialog([awardMock]);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Turing Award');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'ACM prize');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ type: 'AWARD', id: 'award-1', name: 'Turing Award', bio: 'ACM prize' }),
    );
    expect(toast.success).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the error in the dialog and keeps what was typed when the server refuses', async () => {
    const { user, onCreated } = renderDialog([
      { request: awardMock.request, result: { errors: [new GraphQLError('permission denied')] } },
    ]);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Turing Award');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'ACM prize');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error creating entity');
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Turing Award');
    expect((screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('ACM prize');
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(false);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates a person through createUser with the full name and bio', async () => {
    const { user, onCreated } = renderDialog(
      [
        {
          request: { query: EntityCreateUserMutation, variables: { fullName: 'Ada Lovelace', archetype: null, bio: 'Analyst' } },
          result: {
            data: {
              createUser: {
                __typename: 'CreateUserPayload',
                user: {
                  __typename: 'User',
                  id: 'user-1',
                  fullName: 'Ada Lovelace',
                  archetype: null,
                  bio: 'Analyst',
                  email: null,
                },
              },
            },
          },
        },
      ],
      'USER',
    );
    expect(screen.getByRole('combobox', { name: /Type/ }).textContent).toContain('User (People)');
    expect(screen.getByRole('combobox', { name: 'Archetype' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Analyst');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({
        type: 'USER',
        id: 'user-1',
        name: 'Ada Lovelace',
        archetype: null,
        bio: 'Analyst',
        email: null,
      }),
    );
  });

  it('creates a person with her e-mail address (to invite her to the portal), and refuses an address that is not one', async () => {
    const { user, onCreated } = renderDialog(
      [
        {
          request: {
            query: EntityCreateUserMutation,
            variables: { fullName: 'Lena Park', archetype: null, bio: null, email: 'lena@example.test' },
          },
          result: {
            data: {
              createUser: {
                __typename: 'CreateUserPayload',
                user: {
                  __typename: 'User',
                  id: 'user-2',
                  fullName: 'Lena Park',
                  archetype: null,
                  bio: null,
                  email: 'lena@example.test',
                },
              },
            },
          },
        },
      ],
      'USER',
    );
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Lena Park');
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'lena at example');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText(FIELD_RULE_TEXTS.email);
    expect(onCreated).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, ' lena@example.test ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'user-2', email: 'lena@example.test' })),
    );
  });

  it('creates a company through createCompany with the DBA name as its legal name', async () => {
    const { user, onCreated } = renderDialog(
      [
        {
          request: {
            query: EntityCreateCompanyMutation,
            variables: { dbaName: 'Acme Robotics', legalName: 'Acme Robotics', bio: null },
          },
          result: {
            data: {
              createCompany: {
                __typename: 'CreateCompanyPayload',
                company: { __typename: 'Company', id: 'company-1', dbaName: 'Acme Robotics', bio: null },
              },
            },
          },
        },
      ],
      'COMPANY',
    );
    await user.type(screen.getByRole('textbox', { name: /DBA name/ }), 'Acme Robotics');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith({ type: 'COMPANY', id: 'company-1', name: 'Acme Robotics', bio: null }),
    );
  });
});
