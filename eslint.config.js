// Lint enforces the project's boundaries (see README "Architecture"):
// - shared/ is pure TypeScript: no Node, Electron, React or DOM;
// - renderer/ never reaches into electron/ (it talks through the bridge only);
// - electron/ services never import `electron`: only electron/shell/ does;
// - inside electron/, each room imports only the rooms scripts/lint/electron-rooms.mjs allows it;
// - focused or skipped tests fail the lint.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { electronRoomsPlugin } from './scripts/lint/electron-rooms.mjs';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

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
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeBuiltins, 'electron'].map((name) => ({
            name,
            message: 'renderer/ reaches the main process only through src/bridge.ts.',
          })),
          patterns: [
            {
              group: ['**/electron/**'],
              message: 'renderer/ must not import from electron/: use the bridge.',
            },
          ],
        },
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
    files: ['test/**/*.{ts,tsx}', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
