import { readdirSync } from 'node:fs';

// Import boundaries of the web app, for ESLint's no-restricted-imports. web/src stands in layers; a file
// imports its own folder's files and the layers below its own, never one above, and no exception list:
//
//   app/         composes: providers, routes, and a screen that shows another feature's UI (the dashboard's
//                expense dialogs and export button are handed to it here)
//   features/    one folder per screen or concern; a feature imports no other feature
//   entities/    what more than one feature uses: a resource's query keys, query options and mutations (and
//                its shared UI, like the contractor form), the signed-in session, the uploads; an entity
//                may use another entity (a mutation refreshes the resources it changes)
//   components/  UI that knows no feature or entity
//   lib/         plumbing: the API client, connectivity (lib/connection), storage, formatting, small hooks
//
// Tests and test support (testing/: the fake backend, rendering the app) set up whole screens and may reach
// anywhere; no layer imports them.

const TESTS = ['**/*.test.{ts,tsx}', 'web/src/testing/**', 'web/src/*/*/testing/**'];

/** A relative import that climbs to src/ and goes down into one of `folders`, from any depth. */
const into = (...folders) => `^(?:\\.\\./)+(?:${folders.join('|')})/`;

/** The patterns for import and export statements, and the same for import() expressions (lazy loading). */
const restrict = (files, patterns) => ({
  files,
  ignores: TESTS,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  },
});

const FEATURES = readdirSync(new URL('./src/features', import.meta.url));

// A feature's files sit at features/<name>/<folder>/<file>, so '../../x/' is the feature x.
const featureRule = (feature) =>
  restrict(
    [`web/src/features/${feature}/**/*.{ts,tsx}`],
    [
      {
        regex: `^\\.\\./\\.\\./(?!\\.\\./|${feature}/)|${into('features')}(?!${feature}/)`,
        message: `'${feature}' imports another feature. Move what both use down into entities/, or let app/ put the two together (props).`,
      },
      {
        regex: into('app'),
        message:
          'Features do not import app/: app/ composes them. Take what the screen needs as props from app/, or move shared state down into entities/.',
      },
    ],
  );

export const webBoundaries = [
  ...FEATURES.map(featureRule),
  restrict(
    ['web/src/entities/**/*.{ts,tsx}'],
    [
      {
        regex: into('features', 'app'),
        message:
          'entities/ stands below the features and app/ and imports neither: take behaviour as a prop or callback that app/ passes in.',
      },
    ],
  ),
  restrict(
    ['web/src/components/**/*.{ts,tsx}'],
    [
      {
        regex: into('features', 'entities', 'app'),
        message: 'components/ is UI shared by every layer: it imports no feature, entity or app/ module.',
      },
    ],
  ),
  restrict(
    ['web/src/lib/**/*.{ts,tsx}'],
    [
      {
        regex: into('features', 'entities', 'app', 'components'),
        message: 'lib/ is the bottom layer: it imports no component, feature, entity or app/ module.',
      },
    ],
  ),
  {
    // The feature rule reads '../../x/' as the feature x: that holds at features/<name>/<folder>/<file>.
    files: ['web/src/{features,entities}/*/*.{ts,tsx}', 'web/src/{features,entities}/*/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'Files of features/ and entities/ sit at <layer>/<name>/<folder>/<file> (api, components, hooks, utils, …).',
        },
      ],
    },
  },
];
