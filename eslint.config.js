import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
/**
 * Features the others build on (signing in, the cart): any feature may import them, and each may import
 * only those listed before it, so no two features import each other.
 */
const baseFeatures = ['auth', 'cart'];
const usableBy = (feature) =>
  baseFeatures.includes(feature) ? baseFeatures.slice(0, baseFeatures.indexOf(feature)) : baseFeatures;

/** Imports run one way: shared (components, lib, stores, theme, config, utils) -> features -> app. */
const webBoundaries = [
  {
    files: ['web/src/{components,lib,stores,theme,config,hooks,utils}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Shared code may not import features or app.' }] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'Features may not import the app layer.' },
            {
              group: [
                '@/features/*',
                ...[feature, ...usableBy(feature)].flatMap((allowed) => [
                  `!@/features/${allowed}`,
                  `!@/features/${allowed}/*`,
                ]),
              ],
              message: `Features may not import each other (${baseFeatures.join(', ')} excepted, in that order); move shared code to components/ or lib/, or compose in app/.`,
            },
          ],
        },
      ],
    },
  })),
];

/**
 * The api function's layers import one way: routes -> services -> repositories -> search -> rules, and
 * http (errors, auth, paging) under the first three. Rules are pure: contract and other rules only.
 */
const functionsLayers = [
  {
    layer: 'rules',
    below: ['../*'],
    message: 'Rules are pure: they import only @shop/contract and other rules (no Firebase client, no HTTP errors).',
  },
  {
    layer: 'search',
    below: ['../routes/*', '../services/*', '../repositories/*', '../http/*', '../firebase', '../app'],
    message: 'Search may import only rules and logs; repositories feed it.',
  },
  {
    layer: 'repositories',
    below: ['../routes/*', '../services/*', '../ssr/*', '../app'],
    message: 'Repositories may not import services or routes: move the shared rule to rules/.',
  },
  {
    layer: 'services',
    below: ['../routes/*', '../ssr/*', '../app'],
    message: 'Services may not import routes.',
  },
  {
    layer: 'http',
    below: ['../routes/*', '../services/*', '../repositories/*', '../search/*', '../app'],
    message: 'http/ (errors, auth, paging) sits under routes, services and repositories and may not import them.',
  },
].map(({ layer, below, message }) => ({
  files: [`functions/src/${layer}/**/*.ts`],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: below, message }] }] },
}));

/**
 * The same layers held by where an import resolves (import-x/no-restricted-paths), which counts type-only
 * imports and any spelling of the path: routes reach repositories only through services (a type that
 * belongs to a repository is re-exported by its service), and rules stay pure. Rules may still use
 * firebase-admin/firestore's FieldValue (rules/stock.ts, rules/variants.ts build their writes with it).
 */
const functionsZones = [
  {
    target: 'functions/src/routes',
    from: 'functions/src/repositories',
    message: 'Routes call services, never repositories: add or extend a function in services/.',
  },
  {
    target: 'functions/src/rules',
    from: [
      'functions/src/http',
      'functions/src/repositories',
      'functions/src/services',
      'functions/src/firebase.ts',
      'node_modules/firebase-functions',
    ],
    message: 'Rules are pure: no HTTP errors, repositories, services or Cloud Functions.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-*/**',
      'functions/lib/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      '.firebase.*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  ...webBoundaries,
  ...functionsLayers,
  {
    // No import circles in the api function, the contract and the web app (import-x skips type-only
    // imports; scripts/import-cycles.test.ts counts them).
    files: ['functions/src/**/*.ts', 'contract/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // A lint run reads each module once (the default forgets them after 30 s and reads them again).
      'import-x/cache': { lifetime: Infinity },
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          alias: { '@': [fileURLToPath(new URL('./web/src', import.meta.url))] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: functionsZones },
      ],
    },
  },
);
