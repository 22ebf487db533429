import { readdirSync } from 'node:fs';

// Import boundaries of the web app, for ESLint's no-restricted-imports.
//
// Layers: `components/` and `lib/` are shared and import no feature and not `app/`; `app/` composes
// the features; a feature (features/<name>/<folder>/<file>) imports its own files, the shared layers,
// the app-wide state of `app/` (the selected project, the theme), and of another feature only what is
// declared below.

/** What every feature may import from the others. */
const SHARED_BY_EVERY_FEATURE = [
  '[^/]+/api/', // each feature's data layer: queries, query keys, mutations, services
  'uploads/', // file upload and signed-image display
  'auth/components/auth-provider', // the signed-in user and session
];

/** Screens that show another feature's UI, by feature. */
const FEATURE_USES = {
  dashboard: ['expenses/', 'exports/'], // 'Add Expense' and recent expenses open the expense dialogs; the export
  projects: ['exports/'], // each project card offers 'Export project records'
  expenses: ['contractors/'], // the expense form's '+' opens the contractor form
  layout: ['auth/'], // the shell shows the verification banner and the user menu
};

const FEATURES = readdirSync(new URL('./src/features', import.meta.url));

const TESTS = ['**/*.test.{ts,tsx}', 'web/src/testing/**', 'web/src/features/*/testing/**'];

const featureRule = (feature) => {
  const allowed = [`${feature}/`, ...SHARED_BY_EVERY_FEATURE, ...(FEATURE_USES[feature] ?? [])].join('|');
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./\\.\\./(?!\\.\\./|(?:${allowed}))`,
              message: `'${feature}' may import another feature only where web/eslint-boundaries.js declares it.`,
            },
            {
              regex: '^\\.\\./\\.\\./\\.\\./app/(?!selected-project/|theme$)',
              message:
                'Features use app/ only for its app-wide state (selected project, theme); app/ composes the features.',
            },
          ],
        },
      ],
    },
  };
};

export const webBoundaries = [
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app)/',
              message: 'components/ and lib/ are shared by the features: they import none of them.',
            },
          ],
        },
      ],
    },
  },
  ...FEATURES.map(featureRule),
];
