import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * The web app's layers (apps/web/src), imports pointing one way only:
 * `app` → `features/<name>` → shared (`components`, `hooks`, `lib`, `test`, `styles`).
 * A feature imports nothing from another feature; what two features need lives in a shared folder.
 */
const WEB_SRC = 'apps/web/src';
const SHARED = ['components', 'hooks', 'lib', 'test', 'styles'].map((dir) => `${WEB_SRC}/${dir}`);
const FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webLayers = [
  {
    target: SHARED,
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    message: 'Shared code (components, hooks, lib, test, styles) must not import from features or app.',
  },
  {
    target: `${WEB_SRC}/features`,
    from: `${WEB_SRC}/app`,
    message: 'A feature must not import from app.',
  },
  ...FEATURES.map((name) => ({
    target: `${WEB_SRC}/features/${name}`,
    from: `${WEB_SRC}/features`,
    except: [`./${name}`],
    message: `The ${name} feature must not import another feature: move what they share to components/, hooks/ or lib/.`,
  })),
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
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayers }],
      'import-x/no-cycle': 'error',
    },
  },
);
