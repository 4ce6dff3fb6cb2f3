import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { parseCompanyIncome } from '@app/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyInput, moneyDisplay, typedAmount } from './money-input.tsx';

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

  it('keeps "215.000" typed in Spanish as 215000, not as 215 dollars', async () => {
    const kept: string[] = [];
    render(<Salary locale="es" initial="" kept={(value) => kept.push(value)} />);
    const input = screen.getByLabelText('Salary') as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.type(input, '215.000');
    await userEvent.tab();
    expect(kept.at(-1)).toBe('215000');
    expect(input.value).toBe('215.000');
  });

  it('reads grouping dots and a decimal comma only in languages that write them', () => {
    expect(typedAmount('215.000', 'es')).toBe('215000');
    expect(typedAmount('1.250.000,50', 'pt-BR')).toBe('1250000.50');
    expect(typedAmount('$ 98.500', 'es')).toBe('98500');
    expect(typedAmount('215000,5', 'es')).toBe('215000.5');
    // Already read as meant (the rule drops commas), or not an amount: as typed.
    expect(typedAmount('215,000', 'es')).toBe('215,000');
    expect(typedAmount('21.50.00', 'es')).toBe('21.50.00');
    expect(typedAmount('215.000', 'en')).toBe('215.000');
    expect(typedAmount('215.000', 'hi')).toBe('215.000');
  });

  it('groups a company income with its own rule: 0 and a loss too, in each language', () => {
    expect(moneyDisplay('-310000', 'en', parseCompanyIncome)).toBe('-310,000');
    expect(moneyDisplay('(40,000)', 'en', parseCompanyIncome)).toBe('-40,000');
    expect(moneyDisplay('0', 'en', parseCompanyIncome)).toBe('0');
    expect(moneyDisplay('2400000', 'es', parseCompanyIncome)).toBe('2.400.000');
    expect(moneyDisplay('-2400000', 'hi', parseCompanyIncome)).toBe('-24,00,000');
    // What the rule does not read (cents) stays as typed, so its sentence matches what is shown.
    expect(moneyDisplay('12.50', 'en', parseCompanyIncome)).toBe('12.50');
    // A loss typed in Spanish or Portuguese keeps its sign.
    expect(typedAmount('-40.000', 'es')).toBe('-40000');
    expect(typedAmount('-$ 1.250.000', 'pt-BR')).toBe('-1250000');
  });
});
