import { setupI18n } from '@lingui/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en/messages.ts';
import { messages as spanish } from '../../locales/es/messages.ts';
import { translatedErrorPageTexts } from './error-page-texts.ts';
import { ErrorPage } from '@/components/ErrorPage.tsx';
import { ENGLISH_ERROR_PAGE_TEXTS, ErrorPageTextsContext } from '@/components/error-page-texts.ts';
import { paths } from '@/lib/paths.ts';

/** The error page at `path` with the words the customer shell gives it in `locale`. */
function renderAt(path: string, locale: 'en' | 'es') {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'en' ? english : spanish } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorPageTextsContext value={translatedErrorPageTexts(i18n)}>
        <ErrorPage />
      </ErrorPageTextsContext>
    </MemoryRouter>,
  );
}

describe('the error page of an unknown customer address', () => {
  afterEach(cleanup);

  it("speaks the customer's language: a mistyped address and /404", () => {
    renderAt('/documents', 'es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lo sentimos, algo salió mal.');
    expect(screen.getByRole('link').textContent).toBe('Ir al inicio');
    cleanup();
    renderAt(paths.notFound, 'es');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Página no encontrada');
  });

  it("says in English exactly the spec's words the staff pages' error page says", () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: english } });
    expect(translatedErrorPageTexts(i18n)).toEqual(ENGLISH_ERROR_PAGE_TEXTS);
    render(
      <MemoryRouter initialEntries={['/admin/nothing-here']}>
        <ErrorPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sorry, something went wrong.');
  });
});
