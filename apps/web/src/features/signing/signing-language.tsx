import { LOCALE_NAMES, LOCALES, localeFromBrowser, parseStoredLocale, type Locale } from '@app/domain';
import { useLingui } from '@lingui/react';
import { createContext, Suspense, useContext, useId, useState, type ReactNode } from 'react';
import { StatusPage } from '@/components/StatusPage.tsx';
import { CustomerI18nProvider, loadI18n } from '@/lib/i18n/i18n-runtime.tsx';
import { setSigningApiLanguage } from './signing-api.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/**
 * The signing page in the signatory's language (docs/decisions.md, "The signing flow speaks the signatory's
 * language"). A signatory has no account, so the page starts in the link's language (?lang=, the e-mail's), else
 * the browser's best match, else English; the server's answer to opening the link names the signatory's portal
 * language when they are a portal person who chose one, and the page takes it unless they picked another here.
 */
interface SigningLanguage {
  locale: Locale;
  /** The signatory picked a language on the page: it stays for this page (and a reload, through the address). */
  choose: (locale: Locale) => Promise<void>;
  /** The portal language the server named (null: none): taken unless the signatory picked one already. */
  adoptPortal: (locale: Locale | null) => void;
}

const SigningLanguageContext = createContext<SigningLanguage>({
  locale: 'en',
  choose: async () => {},
  adoptPortal: () => {},
});

export const useSigningLanguage = () => useContext(SigningLanguageContext);

/** The language the link names (/sign?lang=es#token), or null. */
export function localeFromLink(search: string): Locale | null {
  return parseStoredLocale(new URLSearchParams(search).get('lang'));
}

/** The page's first language: the link's, else the browser's best match (English when none is a portal language). */
export function firstSigningLocale(search: string, browserLanguages: readonly string[]): Locale {
  return localeFromLink(search) ?? localeFromBrowser(browserLanguages);
}

/** Keeps the language in the address (?lang=) so a reload shows the same one; the token after '#' stays as it is. */
function rememberInAddress(locale: Locale): void {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', locale);
  window.history.replaceState(window.history.state, '', url);
}

export function SigningLanguageProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => {
    const locale = firstSigningLocale(window.location.search, navigator.languages);
    setSigningApiLanguage(locale);
    return { locale, picked: false };
  });
  const value: SigningLanguage = {
    locale: state.locale,
    // The catalogue loads first: switching never suspends the page (which would hide the letter and the form).
    choose: async (locale) => {
      await loadI18n(locale);
      rememberInAddress(locale);
      setSigningApiLanguage(locale);
      setState({ locale, picked: true });
    },
    adoptPortal: (locale) => {
      if (!locale) return;
      void loadI18n(locale).then(() =>
        setState((current) => {
          if (current.picked) return current;
          setSigningApiLanguage(locale);
          return { locale, picked: false };
        }),
      );
    },
  };
  return (
    <SigningLanguageContext value={value}>
      <Suspense
        fallback={
          <StatusPage>
            <p>…</p>
          </StatusPage>
        }
      >
        <CustomerI18nProvider locale={state.locale}>{children}</CustomerI18nProvider>
      </Suspense>
    </SigningLanguageContext>
  );
}

/** The language choice: a labelled select, a fingertip high on a phone, each language named in itself. */
export function SigningLanguageSelect() {
  const { i18n } = useLingui();
  const { locale, choose } = useSigningLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2 self-end">
      <label htmlFor={id} className="text-sm">
        {i18n._({ id: 'signing.language', message: 'Language' })}
      </label>
      <NativeSelect
        id={id}
        value={locale}
        onChange={(event) => void choose(parseStoredLocale(event.target.value) ?? 'en')}
        size="touch"
        allowInReadOnly
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
