import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'assessments',
  'auth',
  'contact',
  'content',
  'home',
  'i18n',
  'masterclass',
  'portal',
  'resources',
  'services',
  'tutor',
  'about',
  'legal',
  'seo',
];

/** bulletproof-react boundaries: a feature never imports another feature (i18n is shared). */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@/features/*',
              ...new Set(
                [feature, 'i18n'].flatMap((f) => [`!@/features/${f}`, `!@/features/${f}/**`]),
              ),
            ],
            message:
              'Features do not import each other; compose them in routes/ or move shared code to components/ or lib/.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/var/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'backend/src/database/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      // Nest injects by the runtime type of constructor parameters: those imports must stay values.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/config/.' },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A visitor's tab has no other log than its console.
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  ...featureBoundaries,
  {
    files: [
      '**/*.{js,mjs,cjs}',
      'e2e/**/*.ts',
      'scripts/**/*',
      '**/bench/**',
      '**/*.config.{ts,js,mjs}',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs', 'backend/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
