import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const firebaseBoundary = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message:
    'Only src/firebase and src/data talk to Firebase: use a repository from src/data so access stays in one place and tests run against the emulator.',
};

const accessPurity = {
  group: ['react', 'react-dom', 'react-router', 'firebase', 'firebase/*', '@firebase/*'],
  message:
    'src/access is pure TypeScript shared by the browser, Node and the rules tests: no React, no I/O.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'bench-results',
      'playwright-report',
      'test-results',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { patterns: [firebaseBoundary] }],
    },
  },
  {
    files: ['src/firebase/**', 'src/data/**', 'tests/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/access/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [accessPurity] }] },
  },
);
