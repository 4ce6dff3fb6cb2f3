import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FORM_DEFAULT_STATUS_TEXT, FORM_SERVER_ERROR_TEXT } from '@app/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Input } from '../ui/input.tsx';
import { FormField } from './form-field.tsx';
import { isRequiredField } from './required-fields.ts';
import { renderInApp } from './test-support.tsx';
import { LIST_FORM_MODE, useZodForm } from './use-zod-form.ts';
import { ZodForm } from './zod-form.tsx';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'Required'),
  nickname: z.string(),
});

function NameForm({
  save,
  flush,
  mode,
}: {
  save: (values: z.output<typeof schema>) => Promise<void>;
  flush?: () => Promise<void>;
  mode?: typeof LIST_FORM_MODE;
}) {
  const form = useZodForm(schema, { defaultValues: { name: '', nickname: '' }, autosave: flush ? { flush } : undefined, mode });
  return (
    <ZodForm form={form} onSubmit={save}>
      <FormField name="name" label="Name" render={({ field, control }) => <Input {...control} {...field} />} />
      <FormField name="nickname" label="Nickname" render={({ field, control }) => <Input {...control} {...field} />} />
      <button type="submit">Save</button>
    </ZodForm>
  );
}

describe('useZodForm with ZodForm and FormField', () => {
  it('marks the fields the schema requires', () => {
    renderInApp(<NameForm save={() => Promise.resolve()} />);
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*')).toBeTruthy();
    expect(screen.getByLabelText('Nickname').getAttribute('aria-required')).toBeNull();
  });

  it('validates with the schema before saving', async () => {
    const save = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderInApp(<NameForm save={save} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required');
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('in a list form, flags a field once it is left and takes the message back as soon as the value is right', async () => {
    const user = userEvent.setup();
    renderInApp(<NameForm save={() => Promise.resolve()} mode={LIST_FORM_MODE} />);
    const name = screen.getByLabelText(/^Name/);
    await user.click(name);
    await user.type(screen.getByLabelText('Nickname'), 'A');
    expect((await screen.findByRole('alert')).textContent).toBe('Required');
    // Typing into the flagged field, without leaving it: the message goes with the first letter.
    await user.type(name, 'A');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(document.activeElement).toBe(name);
  });

  it("sets 'There was an error saving your inputs…' as the root error when the server refuses the save", async () => {
    const save = vi.fn(() => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message: 'violates check constraint' }] })));
    const user = userEvent.setup();
    renderInApp(<NameForm save={save} />);
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FORM_SERVER_ERROR_TEXT);
    expect(save).toHaveBeenCalledWith({ name: 'Ada', nickname: '' });
  });

  it("says 'There was an error submitting your information.' when the save fails otherwise", async () => {
    const user = userEvent.setup();
    renderInApp(<NameForm save={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FORM_DEFAULT_STATUS_TEXT);
  });

  it('waits for a pending autosave before saving', async () => {
    const order: string[] = [];
    let finishAutosave = () => {};
    const flush = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          order.push('flush started');
          finishAutosave = () => {
            order.push('flush done');
            resolve();
          };
        }),
    );
    const save = vi.fn(() => {
      order.push('save');
      return Promise.resolve();
    });
    const user = userEvent.setup();
    renderInApp(<NameForm save={save} flush={flush} />);
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(flush).toHaveBeenCalled());
    expect(save).not.toHaveBeenCalled();
    finishAutosave();
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(order).toEqual(['flush started', 'flush done', 'save']);
  });
});

describe('isRequiredField', () => {
  it('reads required fields through nesting, optional and nullable', () => {
    const nested = z.object({
      a: z.string().min(1),
      b: z.string().optional(),
      c: z.string().nullable(),
      d: z.boolean(),
      address: z.object({ street: z.string().min(1), unit: z.string().nullable() }).optional(),
    });
    expect(isRequiredField(nested, 'a')).toBe(true);
    expect(isRequiredField(nested, 'b')).toBe(false);
    expect(isRequiredField(nested, 'c')).toBe(false);
    expect(isRequiredField(nested, 'd')).toBe(true);
    expect(isRequiredField(nested, 'address.street')).toBe(true);
    expect(isRequiredField(nested, 'address.unit')).toBe(false);
    expect(isRequiredField(nested, 'missing')).toBe(false);
  });
});
