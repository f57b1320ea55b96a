import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Bare names (not patterns, which would also catch './contract/http') plus every `node:` import.
const builtinNames = [
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'stream',
  'util',
  'events',
  'worker_threads',
]
const nodeBuiltins = ['node:*']

/** docs/architecture.md, "The rooms": each room may import only what it lists. */
const restrict = (patterns, { builtins = false } = {}) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns,
      paths: builtins
        ? builtinNames.map((name) => ({ name, message: 'No Node built-ins in this room.' }))
        : [],
    },
  ],
})

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'src/server/db/migrations/**',
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
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict(
      [
        { group: nodeBuiltins, message: 'src/shared is pure TypeScript: no Node built-ins.' },
        { group: ['electron', 'electron/*'], message: 'src/shared must not import electron.' },
        {
          group: ['**/server/**', '**/main/**', '**/renderer/**', '**/preload/**'],
          message: 'src/shared imports nothing outside itself.',
        },
        { group: ['react', 'react-dom', 'react/*'], message: 'src/shared has no UI.' },
      ],
      { builtins: true },
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: restrict([
      { group: ['electron', 'electron/*'], message: 'The server runs without Electron.' },
      {
        group: ['**/main/**', '**/renderer/**', '**/preload/**'],
        message: 'src/server may import only src/shared.',
      },
    ]),
  },
  {
    files: ['src/main/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: restrict([
      {
        group: ['**/renderer/**', '**/preload/**'],
        message: 'src/main may import src/shared and (to launch it) src/server.',
      },
    ]),
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: restrict(
      [
        { group: nodeBuiltins, message: 'The sandboxed preload has no Node built-ins.' },
        {
          group: ['**/server/**', '**/main/**', '**/renderer/**'],
          message: 'The preload may import only src/shared types.',
        },
      ],
      { builtins: true },
    ),
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        [
          { group: nodeBuiltins, message: 'The renderer has no Node built-ins; ask the bridge.' },
          {
            group: ['electron', 'electron/*'],
            message: 'The renderer talks to window.shop through the bridge, never electron.',
          },
          {
            group: ['**/server/**', '**/main/**', '**/preload/**'],
            message: 'src/renderer may import only src/shared.',
          },
        ],
        { builtins: true },
      ),
    },
  },
  {
    // Only the web bridge talks to the network; everything else asks `useBridge()`.
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/platform/webBridge.ts', 'src/renderer/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the server through useBridge().api.request.' },
        { name: 'XMLHttpRequest', message: 'Call the server through useBridge().api.request.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Use useBridge().api.request.' },
        { object: 'globalThis', property: 'fetch', message: 'Use useBridge().api.request.' },
        { object: 'self', property: 'fetch', message: 'Use useBridge().api.request.' },
      ],
    },
  },
  {
    // Small units: a function a reader takes in at once, a file that holds one thing. Counted
    // without blank lines and comments; tests and generated migrations are exempt.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/test/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['tests/**/*.{ts,mjs}', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  // A page of `npm run bench:ui`, and the functions that script runs inside its pages.
  {
    files: ['scripts/lib/react-floor/**/*.js', 'scripts/bench-ui.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
)
