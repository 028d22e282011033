// One lint config for the monorepo. The `no-restricted-imports` blocks below enforce the
// one-way dependency rule of DESIGN.md: apps → packages; ui and api-client → shared;
// shared depends on zod only; nothing imports an app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = [
  '@motes/server',
  '@motes/server/*',
  '@motes/web',
  '@motes/web/*',
  '@motes/extension',
  '@motes/extension/*',
];
const appPaths = ['**/apps/**'];

function restrict(names, patterns, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [],
        patterns: [{ group: [...names, ...patterns], message }],
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.output/**',
      '**/.wxt/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/shared/**'],
    rules: restrict(
      ['@motes/*', 'react', 'react-dom', 'node:*'],
      appPaths,
      'packages/shared depends on zod only (DESIGN.md: one-way dependencies).',
    ),
  },
  {
    files: ['packages/api-client/**'],
    rules: restrict(
      [
        ...apps,
        '@motes/ui',
        '@motes/ui/*',
        '@motes/identity',
        '@motes/identity/*',
        'react',
        'react-dom',
      ],
      appPaths,
      'packages/api-client may depend on @motes/shared only.',
    ),
  },
  {
    files: ['packages/identity/**'],
    rules: restrict(
      [...apps, '@motes/ui', '@motes/ui/*', 'react', 'react-dom'],
      appPaths,
      'packages/identity may depend on @motes/shared and @motes/api-client only.',
    ),
  },
  {
    files: ['packages/ui/**'],
    rules: restrict(
      [...apps, '@motes/api-client', '@motes/api-client/*', '@motes/identity', '@motes/identity/*'],
      appPaths,
      'packages/ui may depend on @motes/shared and React only.',
    ),
  },
  {
    files: ['packages/creating/**'],
    rules: restrict(
      [...apps, '@motes/identity', '@motes/identity/*'],
      appPaths,
      'packages/creating may depend on @motes/shared, @motes/ui, @motes/api-client and React only.',
    ),
  },
  {
    files: ['apps/server/**'],
    rules: restrict(
      [
        '@motes/web',
        '@motes/web/*',
        '@motes/extension',
        '@motes/extension/*',
        '@motes/ui',
        'react',
        'react-dom',
      ],
      ['**/apps/web/**', '**/apps/extension/**'],
      'The server must not import another app or browser UI.',
    ),
  },
  {
    files: ['apps/web/**'],
    rules: restrict(
      ['@motes/server', '@motes/server/*', '@motes/extension', '@motes/extension/*'],
      ['**/apps/server/**', '**/apps/extension/**'],
      'Apps never import each other; share code through packages/.',
    ),
  },
  {
    files: ['apps/extension/**'],
    rules: restrict(
      ['@motes/server', '@motes/server/*', '@motes/web', '@motes/web/*'],
      ['**/apps/server/**', '**/apps/web/**'],
      'Apps never import each other; share code through packages/.',
    ),
  },
);
