// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const WEB_SRC = 'apps/web/src';
/** The same folder as an absolute path, so the zones hold whatever directory ESLint runs from. */
const WEB_SRC_DIR = join(import.meta.dirname, WEB_SRC);
/** Each workspace's tsconfig (the import resolver follows their module settings). */
const TS_PROJECTS = ['packages/domain', 'db', 'apps/api', 'apps/web', 'e2e'].map((workspace) => `${workspace}/tsconfig.json`);

/** Sub-directories of a folder (none when it does not exist), so new folders are covered without editing this file. */
function directoriesIn(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The web app's three import zones (bulletproof-react's "unidirectional codebase"): code flows
 * shared → features → app, never back. Shared code (components/, lib/ and every other folder of
 * src/ except app/ and features/) is used by many features, so it must not depend on any one of
 * them or on the app's routing; a feature must not import another feature (shared code goes to the
 * shared tier) or the app; only app/ composes features into routes. Without this, a feature's
 * change ripples into unrelated screens and lazily loaded chunks pull in each other's code.
 */
function webImportZones() {
  const features = directoriesIn(join(WEB_SRC_DIR, 'features'));
  const shared = directoriesIn(WEB_SRC_DIR).filter((name) => name !== 'app' && name !== 'features');
  return {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    rules: {
      // The zones see only imports the resolver resolves (it reads the `@/` alias from apps/web/tsconfig.json's
      // paths): an import it cannot resolve would pass them unchecked, so it is an error of its own.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: WEB_SRC_DIR,
          zones: [
            ...features.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature: move the shared code to src/components or src/lib.',
            })),
            { target: './features', from: './app', message: 'Features must not import the app layer (routes, shells).' },
            {
              target: shared.map((name) => `./${name}`),
              from: ['./features', './app'],
              message: 'Shared code must not import features or the app layer: it is used by all of them.',
            },
          ],
        },
      ],
    },
  };
}

/**
 * Issue 36: the customer sources whose texts are in the message catalogues (apps/web/translated-sources.json, the one
 * list lingui.config.ts extracts from). In them a text shown to the customer must come from the catalogue
 * (`i18n._({ id, message })`): an English literal in JSX text, in a `{'…'}` or template literal child, or in a
 * labelling attribute is an error. A text that is never translated (the product's name) says so with an
 * eslint-disable comment and its reason.
 */
function untranslatedLiterals() {
  /** @type {{ sources: string[] }} */
  const translated = JSON.parse(readFileSync(join(import.meta.dirname, 'apps/web/translated-sources.json'), 'utf8'));
  const message =
    'Untranslated text in a translated customer screen (apps/web/translated-sources.json): use i18n._({ id, message }) and run npm run i18n -w apps/web.';
  const letters = '/[A-Za-z]/';
  const labelling = '/^(aria-label|aria-description|title|placeholder|alt|label|description|empty|emptyText)$/';
  return {
    files: translated.sources.map((source) => (/\.tsx?$/.test(source) ? `apps/web/${source}` : `apps/web/${source}/**/*.tsx`)),
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `JSXText[value=${letters}]`, message },
        { selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${letters}]`, message },
        {
          selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
          message,
        },
        { selector: `JSXAttribute[name.name=${labelling}] > Literal[value=${letters}]`, message },
        {
          selector: `JSXAttribute[name.name=${labelling}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
          message,
        },
      ],
    },
  };
}

const API_SRC = 'apps/api/src';
/** The same folder as an absolute path (see WEB_SRC_DIR). */
const API_SRC_DIR = join(import.meta.dirname, API_SRC);
/** The API's foundation: configuration, authentication and access, HTTP helpers, sanitising. Every other folder builds on them. */
const API_FOUNDATION = ['config', 'auth', 'http', 'rich-text'];
/** The API's composition layer: what builds the processes out of the features (the HTTP server; the job worker's tasks). */
const API_COMPOSITION = ['server', 'jobs'];
/** The two entry points, above everything. */
const API_ENTRY_POINTS = ['./main.ts', './worker.ts'];

/**
 * The API's import zones, the web app's rule turned to the server's tiers: foundation → features →
 * composition (server/, jobs/) → entry points, never back. The configuration is the root and imports
 * nothing else of the server; the foundation (auth/, http/, …) is used by every feature, so it must
 * not depend on one; a feature must not import the server or the job worker that compose it; the job
 * worker's tasks must not import the HTTP server. A feature with a public surface (an index.ts, e.g.
 * writing/) is imported through it by every other folder; the server alone may reach its
 * install-*-routes.ts. Without this, the job worker pulls in the HTTP server and defaults live in the
 * module that reads them (issue 27).
 */
function apiImportZones() {
  const folders = directoriesIn(API_SRC_DIR);
  const features = folders.filter((name) => !API_FOUNDATION.includes(name) && !API_COMPOSITION.includes(name));
  const withPublicSurface = features.filter((name) => existsSync(join(API_SRC_DIR, name, 'index.ts')));
  return {
    files: [`${API_SRC}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: API_SRC_DIR,
          zones: [
            {
              target: './config',
              from: '.',
              except: ['./config'],
              message: 'The configuration is the root: it must not import the rest of the server (defaults belong in config/).',
            },
            {
              target: API_FOUNDATION.map((name) => `./${name}`),
              from: [...features, ...API_COMPOSITION].map((name) => `./${name}`).concat(API_ENTRY_POINTS),
              message: 'The foundation (config, auth, http, rich-text) must not import features, the server or the job worker.',
            },
            {
              target: features.map((name) => `./${name}`),
              from: API_COMPOSITION.map((name) => `./${name}`).concat(API_ENTRY_POINTS),
              message: 'A feature must not import the server or the job worker that compose it: take services as arguments.',
            },
            {
              target: './jobs',
              from: ['./server', ...API_ENTRY_POINTS],
              message: 'The job worker must not import the HTTP server: shared services are built in server/create-services.ts.',
            },
            ...withPublicSurface.map((feature) => ({
              target: folders.filter((name) => name !== feature && name !== 'server').map((name) => `./${name}`),
              from: `./${feature}`,
              except: ['./index.ts'],
              message: `Import ${feature}/ through ${feature}/index.ts, its public surface.`,
            })),
            ...withPublicSurface.map((feature) => ({
              target: './server',
              from: `./${feature}`,
              except: ['./index.ts', ...installFilesIn(join(API_SRC_DIR, feature))],
              message: `The server imports ${feature}/ through ${feature}/index.ts (and its install-*-routes.ts).`,
            })),
          ],
        },
      ],
    },
  };
}

/** The install-*-routes.ts files of a feature folder, relative to it. */
function installFilesIn(root) {
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => /(^|\/)install-[\w-]+-routes\.ts$/.test(file))
    .map((file) => `./${file}`);
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/src/lib/gql/**',
      // Compiled message catalogues (npm run i18n -w apps/web).
      'apps/web/src/locales/*/messages.ts',
      '.data/**',
      'e2e/test-results/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Import cycles make module initialisation order-dependent and defeat code splitting. Type-only
    // imports are erased at compile time and cannot cycle at run time (the rule skips them).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses imported files only with these extensions and parsers (its default is .js only).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Follows each tsconfig's paths too (the web app's `@/` alias), so the import zones below see through it.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
  },
  webImportZones(),
  untranslatedLiterals(),
  apiImportZones(),
  {
    // The Rules of React: hooks called unconditionally with complete dependencies, and the
    // compiler-based checks that catch real bugs in plain React too (refs read or written during
    // render, setState during render or synchronously in an effect, mutating props/state/globals,
    // impure calls in render, components created during render).
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Off: these only report where the React Compiler would skip an optimisation, and the app
      // does not run the compiler (no babel-plugin-react-compiler), so they find no bugs here.
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
      'react-hooks/unsupported-syntax': 'off',
    },
  },
  {
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
