// Lint enforces the project's boundaries (see README "Architecture"):
// - shared/ is pure TypeScript: no Node, Electron, React or DOM;
// - renderer/ never reaches into electron/ (it talks through the bridge only);
// - electron/ services never import `electron`: only electron/shell/ does;
// - inside electron/, each room imports only the rooms scripts/lint/electron-rooms.mjs allows it;
// - inside renderer/src/, store/ never imports the screens (features/, ui/, shell/), and domain/ is pure;
// - focused or skipped tests fail the lint;
// - no function in renderer/, electron/ or shared/ runs over 80 lines.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { electronRoomsPlugin } from './scripts/lint/electron-rooms.mjs';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/** The renderer's import limits (it talks to the main process through src/bridge.ts), plus a folder's own. */
function rendererImports(patterns = [], packages = []) {
  return {
    paths: [
      ...[...nodeBuiltins, 'electron'].map((name) => ({
        name,
        message: 'renderer/ reaches the main process only through src/bridge.ts.',
      })),
      ...packages.map((name) => ({ name, message: 'renderer/src/domain/ is pure: no React or store.' })),
    ],
    patterns: [
      { group: ['**/electron/**'], message: 'renderer/ must not import from electron/: use the bridge.' },
      ...patterns,
    ],
  };
}

const focusedOrSkippedTests = ['only', 'skip', 'todo', 'skipIf', 'runIf', 'fixme'].flatMap((modifier) =>
  ['it', 'test', 'describe'].map((fn) => ({
    selector: `CallExpression[callee.object.name='${fn}'][callee.property.name='${modifier}']`,
    message: `${fn}.${modifier} is not allowed: every test runs every time.`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'release/',
      '.tsbuild/',
      'test-results/',
      'playwright-report/',
      'test/artifacts/',
      'scripts/electron-get-tolerant/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-restricted-syntax': ['error', ...focusedOrSkippedTests],
    },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeBuiltins, 'electron', 'react', 'react-dom', 'zustand'].map((name) => ({
            name,
            message: 'shared/ is pure TypeScript: no Node, Electron, React or DOM.',
          })),
          patterns: [
            {
              group: ['**/electron/**', '**/renderer/**'],
              message: 'shared/ must not depend on electron/ or renderer/.',
            },
            { group: ['react/*', 'react-dom/*', 'electron/*'], message: 'shared/ is pure TypeScript.' },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', rendererImports()],
    },
  },
  {
    // The store holds the session's state and calls the bridge; screens read it. Logic both need lives in
    // renderer/src/domain/ (test/scripts/lint/renderer-layers.test.ts shows a crossing failing).
    files: ['renderer/src/store/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        rendererImports([
          {
            group: ['**/features/**', '**/ui/**', '**/shell/**'],
            message:
              'renderer/src/store/ must not import the screens (features/, ui/, shell/): move what both need to renderer/src/domain/.',
          },
        ]),
      ],
    },
  },
  {
    // The renderer's pure working model (cart sums, tender plan, pick progress): no React, no store, no screens.
    files: ['renderer/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        rendererImports(
          [
            {
              group: ['**/features/**', '**/ui/**', '**/shell/**', '**/store/**', '**/i18n/**'],
              message: 'renderer/src/domain/ is pure: it imports only shared/ and domain/.',
            },
          ],
          ['react', 'react-dom', 'zustand'],
        ),
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: ['electron/shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'Only electron/shell/ may import electron; services stay runnable under Node.',
            },
          ],
          patterns: [
            {
              group: ['electron/*', 'electron-store'],
              message: 'Only electron/shell/ may import electron or electron-store (use conf).',
            },
            { group: ['**/renderer/**'], message: 'electron/ must not import renderer code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    plugins: { 'electron-rooms': electronRoomsPlugin },
    rules: { 'electron-rooms/room-directions': 'error' },
  },
  {
    // Issue #14: a function does one thing, so none runs over 80 lines (blank lines and comments aside).
    files: ['renderer/**/*.{ts,tsx}', 'electron/**/*.ts', 'shared/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
