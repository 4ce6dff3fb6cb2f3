import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as portuguese } from '../../locales/pt-BR/messages.ts';
import { translatedFormTexts } from '../../lib/i18n/form-texts.ts';
import { dateAsTyped, DateInput, isIsoDate } from './date-input.tsx';
import { FormTextsContext } from './form-texts.ts';

afterEach(cleanup);

describe('dateAsTyped', () => {
  it('writes the dashes a digit keypad lacks as the digits come', () => {
    const steps = [...'20240315'].map((_, index, digits) => dateAsTyped(digits.slice(0, index + 1).join('')));
    expect(steps).toEqual(['2', '20', '202', '2024', '2024-0', '2024-03', '2024-03-1', '2024-03-15']);
  });
  it("takes the separators other keyboards have as '-', and leaves a date typed with dashes as it is", () => {
    expect(dateAsTyped('2024/03/15')).toBe('2024-03-15');
    expect(dateAsTyped('2024.03.15')).toBe('2024-03-15');
    expect(dateAsTyped('2024 03 15')).toBe('2024-03-15');
    expect(dateAsTyped('2024-03-15')).toBe('2024-03-15');
    expect(dateAsTyped('2024-0315')).toBe('2024-03-15');
  });
  it('lets the person erase back through a dash, and drops what cannot be part of the date', () => {
    expect(dateAsTyped('2024-03-')).toBe('2024-03-');
    expect(dateAsTyped('2024-')).toBe('2024-');
    expect(dateAsTyped('2024')).toBe('2024');
    expect(dateAsTyped('')).toBe('');
    expect(dateAsTyped('-2024--03')).toBe('2024-03');
    expect(dateAsTyped('202403151')).toBe('2024-03-15');
    expect(dateAsTyped('2024-03-15-')).toBe('2024-03-15');
  });
  it('guesses nothing: a single-digit month stays for the check to refuse, words stay as they are', () => {
    expect(dateAsTyped('2024-3-15')).toBe('2024-3-15');
    expect(isIsoDate(dateAsTyped('2024-3-15'))).toBe(false);
    expect(dateAsTyped('March 3')).toBe('March 3');
  });
});

describe('DateInput on a phone', () => {
  function IssueDate({ kept }: { kept: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <label>
        Date of issue
        <DateInput
          value={value}
          onChange={(next) => {
            setValue(next);
            kept(next);
          }}
        />
      </label>
    );
  }

  it('offers the digit keypad and stores YYYY-MM-DD from digits alone', async () => {
    const user = userEvent.setup();
    const kept: string[] = [];
    render(<IssueDate kept={(value) => kept.push(value)} />);
    const input = screen.getByRole('textbox', { name: 'Date of issue' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await user.type(input, '20190603');
    expect((input as HTMLInputElement).value).toBe('2019-06-03');
    expect(kept.at(-1)).toBe('2019-06-03');
    expect(isIsoDate(kept.at(-1)!)).toBe(true);
    // Erasing goes back through the dash it wrote.
    await user.type(input, '{Backspace}{Backspace}{Backspace}');
    expect((input as HTMLInputElement).value).toBe('2019-06');
  });
});

describe('DateInput’s placeholder', () => {
  it('writes the format with the letters of the reader’s language (AAAA-MM-DD in Portuguese), YYYY-MM-DD on staff pages', () => {
    const texts = translatedFormTexts(setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': portuguese } }));
    render(
      <FormTextsContext value={texts}>
        <DateInput aria-label="Data de emissão" value="" onChange={() => {}} />
      </FormTextsContext>,
    );
    expect(screen.getByRole('textbox', { name: 'Data de emissão' }).getAttribute('placeholder')).toBe('AAAA-MM-DD');
    cleanup();
    render(<DateInput aria-label="Date of issue" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Date of issue' }).getAttribute('placeholder')).toBe('YYYY-MM-DD');
  });
});
