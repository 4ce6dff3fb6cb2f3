import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateInput, isIsoDate, isoDateSchema, INVALID_DATE_TEXT } from '../form/date-input.tsx';
import { installDomStubs, renderInApp } from '../form/test-support.tsx';
import { YesNoRadioGroup } from '../form/yes-no-radio-group.tsx';
import { Checkbox } from './checkbox.tsx';
import { FieldLayout } from './form.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';
import { Textarea } from './textarea.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

function Colour() {
  const [value, setValue] = useState('');
  return (
    <FieldLayout label="Colour" required error={value ? undefined : 'Choose a colour'}>
      {(control) => (
        <Select value={value} onValueChange={setValue}>
          <SelectTrigger {...control}>
            <SelectValue placeholder="Pick one" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="red">Red</SelectItem>
            <SelectItem value="green">Green</SelectItem>
          </SelectContent>
        </Select>
      )}
    </FieldLayout>
  );
}

function Question() {
  const [value, setValue] = useState<boolean | null>(null);
  return (
    <>
      <FieldLayout label="Have you worked in the U.S.?" labelsGroup description="Any work visa counts.">
        {(control) => <YesNoRadioGroup {...control} value={value} onChange={setValue} />}
      </FieldLayout>
      <output>{String(value)}</output>
    </>
  );
}

describe('Select', () => {
  it('is labelled, required, shows its error, and is chosen from with the keyboard', async () => {
    const user = userEvent.setup();
    renderInApp(<Colour />);
    const trigger = screen.getByRole('combobox', { name: 'Colour' });
    expect(trigger.getAttribute('aria-required')).toBe('true');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Choose a colour');

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Colour' }).textContent).toBe('Green');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is disabled in read-only mode', () => {
    renderInApp(<Colour />, { readOnly: true });
    expect((screen.getByRole('combobox', { name: 'Colour' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('YesNoRadioGroup', () => {
  it('is a labelled, described radio group answered with the arrow keys', async () => {
    const user = userEvent.setup();
    renderInApp(<Question />);
    const group = screen.getByRole('radiogroup', { name: 'Have you worked in the U.S.?' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Any work visa counts.').id);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('status').textContent).toBe('true');
    // Arrow keys move between the answers (browsers also check the focused one; jsdom does not), Space checks.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'No' }));
    await user.keyboard(' ');
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('false');
  });

  it('is disabled in read-only mode', () => {
    renderInApp(<Question />, { readOnly: true });
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Textarea', () => {
  it('is labelled and disabled in read-only mode', () => {
    renderInApp(<FieldLayout label="Notes">{(control) => <Textarea {...control} />}</FieldLayout>, { readOnly: true });
    expect((screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement).disabled).toBe(true);
  });
});

describe('Checkbox with controlFirst', () => {
  function Current() {
    const [checked, setChecked] = useState(false);
    return (
      <FieldLayout label="I currently work here" controlFirst>
        {(control) => <Checkbox {...control} checked={checked} onCheckedChange={(value) => setChecked(value === true)} />}
      </FieldLayout>
    );
  }

  it('puts the box before its label on one line, and the label still names and toggles it', async () => {
    const user = userEvent.setup();
    renderInApp(<Current />);
    const box = screen.getByRole('checkbox', { name: 'I currently work here' });
    const label = screen.getByText('I currently work here');
    expect(box.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.parentElement).toBe(label.parentElement);
    await user.click(label);
    expect(box.getAttribute('aria-checked')).toBe('true');
  });
});

describe('DateInput', () => {
  function Born() {
    const [value, setValue] = useState('');
    const result = isoDateSchema.safeParse(value);
    return (
      <FieldLayout label="Date of birth" error={value && !result.success ? result.error.issues[0]?.message : undefined}>
        {(control) => <DateInput {...control} value={value} onChange={setValue} />}
      </FieldLayout>
    );
  }

  it('takes YYYY-MM-DD and says so when the text is not a real date', async () => {
    const user = userEvent.setup();
    renderInApp(<Born />);
    const input = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(input.getAttribute('placeholder')).toBe('YYYY-MM-DD');
    await user.type(input, '2023-02-29');
    expect(screen.getByRole('alert').textContent).toBe(INVALID_DATE_TEXT);
    await user.clear(input);
    await user.type(input, '2024-02-29');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts only real calendar dates', () => {
    expect(['2024-02-29', '1999-12-31'].every(isIsoDate)).toBe(true);
    expect(['2023-02-29', '2024-13-01', '24-01-01', '2024-1-1', '01/02/2024', ''].some(isIsoDate)).toBe(false);
  });

  it('is disabled in read-only mode', () => {
    renderInApp(<Born />, { readOnly: true });
    expect((screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement).disabled).toBe(true);
  });
});
