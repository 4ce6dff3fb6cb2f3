import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { AddExhibitForm } from './AddExhibitForm.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(cleanup);

function renderForm(onAdd = vi.fn((..._args: unknown[]) => Promise.resolve()), readOnly = false) {
  render(
    <MemoryRouter initialEntries={[readOnly ? '/admin?readOnly=true' : '/admin']}>
      {/* The repository picker's search is skipped until it opens; nothing is asked of the server here. */}
      <MockedProvider mocks={[]}>
        <ReadOnlyProvider>
          <AddExhibitForm moduleType="press" moduleName="Press" onAdd={onAdd} onCopy={() => Promise.resolve()} />
        </ReadOnlyProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return { onAdd, user: userEvent.setup() };
}

describe('AddExhibitForm', () => {
  it('adds an empty exhibit of the chosen type, as before', async () => {
    const { onAdd, user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'New exhibit type for Press' }), 'Press summary');
    await user.click(screen.getByRole('button', { name: 'Add exhibit' }));
    expect(onAdd).toHaveBeenCalledWith('press-summary');
  });

  it('keeps the focus on Add exhibit while it adds, and after an add that fails', async () => {
    let fail: (error: Error) => void = () => {};
    const onAdd = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const { user } = renderForm(onAdd);
    const add = screen.getByRole('button', { name: 'Add exhibit' });
    await user.click(add);
    expect(document.activeElement).toBe(add);
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledTimes(1);
    fail(new Error('refused'));
    await vi.waitFor(() => expect(add.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(add);
  });

  it('autogenerate: refuses a press article without its URL, then sends autogen and the trimmed URL', async () => {
    const { onAdd, user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'How to add an exhibit to Press' }), 'Autogenerate');
    await user.selectOptions(screen.getByRole('combobox', { name: 'New exhibit type for Press' }), 'Press article');
    const add = screen.getByRole('button', { name: 'Add exhibit' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('list', { name: 'What autogenerate still needs' }).textContent).toContain(
      'autogenerate needs the article URL.',
    );
    await user.type(screen.getByRole('textbox', { name: /Article URL/ }), ' https://news.example/a ');
    expect((add as HTMLButtonElement).disabled).toBe(false);
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith('press-article', { autogen: true, inputs: { url: 'https://news.example/a' } });
  });

  it('from the repository: nothing to add until an exhibit is picked', async () => {
    const { onAdd, user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'How to add an exhibit to Press' }), 'From the repository');
    expect(screen.getByRole('combobox', { name: 'Choose a repository exhibit to add to Press' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'New exhibit type for Press' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Add exhibit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('is disabled in read-only mode', () => {
    renderForm(undefined, true);
    expect((screen.getByRole('combobox', { name: 'How to add an exhibit to Press' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add exhibit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
