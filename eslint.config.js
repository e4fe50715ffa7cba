import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { noDomainTypesInRepositories } from './eslint/no-domain-types-in-repositories.js';
import { withReason } from './eslint/with-reason.js';

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

const s1000dPurity = [
  {
    group: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      'react-router',
      'lucide-react',
      '@headlessui/*',
    ],
    message:
      'src/s1000d is the pure S1000D engine, the same in Node (CLI, tests), pages and workers: no React. Pages call it through a worker.',
  },
  {
    group: ['firebase', 'firebase/*', '@firebase/*'],
    message:
      "src/s1000d is the pure S1000D engine: no Firebase. Storing objects is src/data's job; the engine takes and returns plain values.",
  },
  {
    group: ['node:*', ...builtinModules],
    message:
      'src/s1000d runs in the browser too: Node built-ins belong in src/s1000d/node (the CLI and Node-only helpers).',
  },
];

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each folder of `parent` may import only itself (and the folders named in `shared`). */
const ownFolderOnly = (parent, message, shared = []) =>
  dirs(parent)
    .filter((name) => !shared.includes(name))
    .map((name) => ({
      target: `${parent}/${name}`,
      from: parent,
      except: [`./${name}`, ...shared.map((folder) => `./${folder}`)],
      message,
    }));

const layer = (target, from, message) => ({ target, from, message });

/** The one-way layers: app → features → session → data → access (docs/architecture.md). */
const boundaries = [
  layer(
    './src/features',
    './src/app',
    'Features do not import the app: the app composes features (router, layout, registry), so an import back would make a circle. Shared pieces go to src/session, src/ui or src/lib.',
  ),
  ...ownFolderOnly(
    './src/features',
    'Features do not import each other, so each can change or be removed alone: move what two features share to src/ui, src/lib, src/session or src/domain.',
  ),
  ...ownFolderOnly(
    './src/features/s1000d',
    'S1000D tools do not import each other: what two tools share goes to src/features/s1000d/common.',
    ['common'],
  ),
  layer(
    './src/session',
    ['./src/app', './src/features'],
    'src/session sits below the features and the app: it knows who is signed in, never which screens exist.',
  ),
  layer(
    './src/data',
    ['./src/app', './src/features', './src/session', './src/ui'],
    'src/data is the door to Firestore, below every screen: it must not know about the app, features, session or UI.',
  ),
  layer(
    ['./src/ui', './src/lib', './src/domain'],
    ['./src/app', './src/features', './src/session', './src/data', './src/firebase'],
    'src/ui, src/lib and src/domain are shared by every layer, so they depend on none above them: take values as arguments instead.',
  ),
  layer(
    './src/access',
    [
      './src/app',
      './src/features',
      './src/session',
      './src/data',
      './src/firebase',
      './src/ui',
      './src/lib',
      './src/domain',
      './src/s1000d',
    ],
    'src/access is the pure policy that firestore.rules mirrors: it depends on nothing else in src.',
  ),
  layer(
    './src/s1000d',
    [
      './src/app',
      './src/features',
      './src/session',
      './src/data',
      './src/firebase',
      './src/ui',
      './src/lib',
      './src/domain',
      './src/access',
    ],
    'src/s1000d is the pure S1000D engine, the same in Node and the browser: it depends on nothing else in src.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
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
    // Boundaries between layers and the import-cycle check (decision 901).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: {
      'import-x': importX,
      local: {
        rules: {
          'no-cycle': withReason(
            importX.rules['no-cycle'],
            'Imports point one way (app → features → session → data → access); a circle means two modules belong together or a shared piece belongs lower down.',
          ),
          'no-domain-types-in-repositories': noDomainTypesInRepositories,
        },
      },
    },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'local/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['src/data/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'local/no-domain-types-in-repositories': 'error' },
  },
  {
    files: ['src/firebase/**', 'src/data/**', 'tests/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/access/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [accessPurity] }] },
  },
  {
    files: ['src/s1000d/**/*.ts'],
    ignores: ['src/s1000d/node/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: s1000dPurity }] },
  },
);
