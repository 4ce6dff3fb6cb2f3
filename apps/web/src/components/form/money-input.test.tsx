import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyInput, moneyDisplay } from './money-input.tsx';

afterEach(cleanup);

function Salary({ locale, initial, kept }: { locale: string; initial: string | number; kept: (value: string) => void }) {
  const [value, setValue] = useState<string | number>(initial);
  return (
    <label>
      Salary
      <MoneyInput
        locale={locale}
        value={value}
        onChange={(next) => {
          setValue(next);
          kept(next);
        }}
      />
    </label>
  );
}

describe('MoneyInput', () => {
  it('groups the amount in the reader’s language when not focused, and shows it as typed while typing', async () => {
    const kept: string[] = [];
    render(<Salary locale="es" initial={215000} kept={(value) => kept.push(value)} />);
    const input = screen.getByLabelText('Salary') as HTMLInputElement;
    expect(input.value).toBe('215.000');
    await userEvent.click(input);
    expect(input.value).toBe('215000');
    await userEvent.clear(input);
    await userEvent.type(input, '1250000');
    expect(input.value).toBe('1250000');
    // The form keeps what was typed; only the display is grouped.
    expect(kept.at(-1)).toBe('1250000');
    await userEvent.tab();
    expect(input.value).toBe('1.250.000');
  });

  it('replaces the whole amount when the field is entered by Tab and typed over', async () => {
    const kept: string[] = [];
    render(
      <>
        <button type="button">Before</button>
        <Salary locale="en" initial="215000" kept={(value) => kept.push(value)} />
      </>,
    );
    const input = screen.getByLabelText('Salary') as HTMLInputElement;
    expect(input.value).toBe('215,000');
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(input.value).toBe('215000');
    await userEvent.keyboard('99000');
    expect(input.value).toBe('99000');
    expect(kept.at(-1)).toBe('99000');
  });

  it('uses each language’s separators, and leaves text the salary rule does not read as it is', () => {
    expect(moneyDisplay('215000', 'en')).toBe('215,000');
    expect(moneyDisplay('215000', 'pt-BR')).toBe('215.000');
    expect(moneyDisplay('215000', 'hi')).toBe('2,15,000');
    expect(moneyDisplay('215000', 'zh-Hans')).toBe('215,000');
    expect(moneyDisplay('1234.5', 'es')).toBe('1234,5');
    expect(moneyDisplay('lots', 'en')).toBe('lots');
    expect(moneyDisplay('', 'en')).toBe('');
    expect(moneyDisplay('-5', 'en')).toBe('-5');
  });
});
