// One lint setup for the whole workspace; formatting is Prettier's job (eslint-config-prettier).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundaries } from './web/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '**/coverage/**',
      '.local/**',
      '.tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webBoundaries,
  {
    // Every Query's key condition is written in one file, so the table's access patterns can be read in one
    // place (docs/architecture.md#access-patterns-and-what-they-cost).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['web/**', 'packages/data/src/access-patterns.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='KeyConditionExpression']",
          message:
            'A key condition is written only in packages/data/src/access-patterns.ts: add an access pattern there and spread it into the Query.',
        },
      ],
    },
  },
  {
    // MUI 9's Typography reads its colour prop as a name ('textSecondary', 'error'); a palette path such as
    // 'text.secondary' is silently ignored and the text drawn in the primary colour (86 lines did).
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] Literal[value=/\\./]",
          message:
            "Typography's color takes a name ('textSecondary', 'error', 'success'); a palette path is ignored. Use the name, or sx={{ color: 'text.secondary' }}.",
        },
      ],
    },
  },
  {
    // A function a reader can follow: named steps, not one long body. A table (data, configuration) may be
    // longer, with an eslint-disable comment that says it is a table.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Command-line entry points talk to the terminal.
    files: ['scripts/**', 'local/src/cli.ts', 'test/bench/**', 'infra/bin/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
