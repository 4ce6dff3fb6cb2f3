import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LOCALES } from '@app/domain';
import translated from './translated-sources.json' with { type: 'json' };

/**
 * Issue 36: the customer portal's message catalogues. `npm run i18n:extract -w apps/web` collects every
 * `i18n._({ id, message })` of the translated sources (translated-sources.json) into src/locales/<locale>/messages.po
 * (English: the spec's texts, `message` in the code), `npm run i18n:compile -w apps/web` writes the compiled
 * messages.ts the app imports. `npm run i18n:check -w apps/web` (part of `npm run lint`) fails when a catalogue lacks
 * a translation or the catalogues are behind the code.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: translated.sources.map((source) => `<rootDir>/${source}`),
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
});
