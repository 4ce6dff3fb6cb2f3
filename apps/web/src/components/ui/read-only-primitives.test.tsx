import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadOnlyProvider, ReadOnlyScope, VIEWER_READ_ONLY_REASON } from '@/lib/read-only-context.tsx';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { FieldLayout, Form } from './form.tsx';
import { Input } from './input.tsx';
import { NativeSelect } from './native-select.tsx';

afterEach(cleanup);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ReadOnlyProvider>
        <Input aria-label="Name" />
        <Button>Save</Button>
        <Button allowInReadOnly>Filter</Button>
        <Checkbox aria-label="Agree" />
        <NativeSelect aria-label="Status">
          <option>Open</option>
        </NativeSelect>
        <NativeSelect aria-label="Sort" allowInReadOnly>
          <option>Newest</option>
        </NativeSelect>
      </ReadOnlyProvider>
    </MemoryRouter>,
  );
}

describe('read-only context in the shared primitives', () => {
  it('disables fields, buttons and checkboxes when readOnly=true', () => {
    renderAt('/docs?readOnly=true');
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Agree' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Filter' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).disabled).toBe(false);
  });

  it('leaves them enabled otherwise', () => {
    renderAt('/docs');
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('a view-only part of a page (ReadOnlyScope, issue 26)', () => {
  it('disables the controls and says why in their title and description; view controls stay as they are', () => {
    render(
      <ReadOnlyScope reason={VIEWER_READ_ONLY_REASON}>
        <Button>Save</Button>
        <Button allowInReadOnly>Filter</Button>
        <Checkbox aria-label="Done" aria-describedby="own-hint" />
        <span id="own-hint">Closes by itself</span>
      </ReadOnlyScope>,
    );
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.title).toBe(VIEWER_READ_ONLY_REASON);
    expect(screen.getByText(VIEWER_READ_ONLY_REASON)).toBeTruthy();
    expect(save.getAttribute('aria-describedby')).toBe(screen.getByText(VIEWER_READ_ONLY_REASON).id);
    const done = screen.getByRole('checkbox', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(done.getAttribute('aria-describedby')?.split(' ')).toEqual(['own-hint', screen.getByText(VIEWER_READ_ONLY_REASON).id]);
    const filter = screen.getByRole('button', { name: 'Filter' }) as HTMLButtonElement;
    expect(filter.disabled).toBe(false);
    expect(filter.hasAttribute('title')).toBe(false);
    expect(filter.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Form with react-hook-form and zod', () => {
  it('validates with zod and disables every control, file inputs included, in read-only mode', async () => {
    const schema = z.object({ name: z.string().min(1, 'Required') });

    function Example() {
      const form = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
      return (
        <Form onSubmit={form.handleSubmit(() => {})}>
          <FieldLayout label="Full name" error={form.formState.errors.name?.message}>
            {(ids) => <input {...ids} {...form.register('name')} />}
          </FieldLayout>
          <input type="file" aria-label="Upload" />
          <button type="submit">Send</button>
        </Form>
      );
    }

    render(
      <MemoryRouter initialEntries={['/']}>
        <ReadOnlyProvider>
          <Example />
        </ReadOnlyProvider>
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required');
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    cleanup();

    render(
      <MemoryRouter initialEntries={['/?readOnly=true']}>
        <ReadOnlyProvider>
          <Example />
        </ReadOnlyProvider>
      </MemoryRouter>,
    );
    expect((screen.getByLabelText('Full name') as HTMLInputElement).matches(':disabled')).toBe(true);
    expect((screen.getByLabelText('Upload') as HTMLInputElement).matches(':disabled')).toBe(true);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).matches(':disabled')).toBe(true);
  });
});
