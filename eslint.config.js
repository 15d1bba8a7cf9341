import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

/**
 * The web app's layers (apps/web/src), imports pointing one way only:
 * `app` → `features/<name>` → shared (`components`, `hooks`, `lib`, `test`, `styles`).
 * A feature imports nothing from another feature; what two features need lives in a shared folder.
 * ESLint's own no-restricted-imports checks the static imports; apps/web/src/app/import-graph.test.ts
 * checks the whole graph (dynamic imports too) and that it has no cycle. (eslint-plugin-import-x
 * would do both, but its native resolver has no builds for most platforms in our registry, which
 * breaks `npm ci`: docs/decisions/010.)
 */
const WEB_SRC = 'apps/web/src';
const SHARED = ['components', 'hooks', 'lib', 'test', 'styles'];
const FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An import that climbs (`../`) into one of these top folders of apps/web/src (or of features/). */
const climbsInto = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const webLayers = [
  restrict(
    SHARED.map((dir) => `${WEB_SRC}/${dir}/**/*.{ts,tsx}`),
    [{ regex: climbsInto(['features', 'app']), message: 'Shared code (components, hooks, lib, test, styles) must not import from features or app.' }],
  ),
  ...FEATURES.map((name) =>
    restrict(
      [`${WEB_SRC}/features/${name}/**/*.{ts,tsx}`],
      [
        { regex: climbsInto(['app']), message: 'A feature must not import from app.' },
        {
          regex: climbsInto(FEATURES.filter((other) => other !== name).flatMap((other) => [other, `features/${other}`])),
          message: `The ${name} feature must not import another feature: move what they share to components/, hooks/ or lib/.`,
        },
      ],
    ),
  ),
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/drizzle/**', 'data/**', '**/test-results/**', '**/playwright-report/**', '**/.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webLayers,
  // Layout is Prettier's (`npm run format`); ESLint keeps to what the code means.
  prettier,
);
