import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';
import { CreateSupportMessageMutation } from '../api/support-messages.ts';
import { SupportMessageForm } from './SupportMessageForm.tsx';

afterEach(cleanup);

const messageBox = () => screen.getByLabelText<HTMLTextAreaElement>(/Message/);

const variables = { screen: '/docs', message: 'Where is my receipt?', companyId: 'team-1' };
const sent: MockLink.MockedResponse = {
  request: { query: CreateSupportMessageMutation, variables },
  result: {
    data: {
      createSupportMessage: {
        __typename: 'CreateSupportMessagePayload',
        supportMessage: { __typename: 'SupportMessage', id: 'm1' },
      },
    },
  },
};
const failed: MockLink.MockedResponse = {
  request: { query: CreateSupportMessageMutation, variables },
  error: new Error('offline'),
};

function renderForm(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <EnglishI18n>
        <SupportMessageForm screen="/docs" companyId="team-1" />
      </EnglishI18n>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('SupportMessageForm', () => {
  it('asks for a message before sending', async () => {
    const user = renderForm([]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please provide a brief message about your request.')).toBeTruthy();
    expect(screen.getByLabelText(/Message/).getAttribute('aria-required')).toBe('true');
  });

  it('sends the message with the screen and team, then thanks and empties the form', async () => {
    const user = renderForm([sent]);
    await user.type(screen.getByLabelText(/Message/), 'Where is my receipt?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    expect(messageBox().value).toBe('');
  });

  it('says the send failed and keeps the message for another try', async () => {
    const user = renderForm([failed]);
    await user.type(screen.getByLabelText(/Message/), 'Where is my receipt?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error submitting your information.');
    expect(messageBox().value).toBe('Where is my receipt?');
    expect(screen.queryByText('Thank you for your feedback!')).toBeNull();
  });
});
