// Lint configuration. Besides style and correctness it enforces the import
// boundaries of the architecture: what each top-level folder may depend on.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const featureDirs = existsSync('app/features')
  ? readdirSync('app/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** The page folders below `dir`: its folders, but those its pages share (`shared`). */
function pageFolders(dir, shared = []) {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && !shared.includes(d.name))
        .map((d) => `./${dir}/${d.name}`)
    : [];
}

/**
 * The settings area's pages: each folder of app/features/settings but the kit
 * (the set-up steps inside sign-in, inline/, count as one), and inline's own.
 * A page imports the kit and the area's root files, never another page.
 */
const settingsPages = pageFolders('app/features/settings', ['kit']);
const inlinePages = pageFolders('app/features/settings/inline');

const SIBLING_PAGE_MESSAGE = 'A settings page does not import another page: share through app/features/settings/kit or the root files of the area (data, paths, sections and the like).';

/** Each page of `pages` may import none of the others. */
function siblingZones(pages) {
  return pages.map((page) => ({ target: page, from: pages.filter((other) => other !== page), message: SIBLING_PAGE_MESSAGE }));
}

/**
 * The server's floors, from the top: the composition root, the transport, the
 * use cases, the infrastructure, and server/config at the bottom. A floor may
 * import the floors below it, never one above.
 */
export const serverFloors = {
  root: ['./server/main.ts', './server/server.ts', './server/services.ts'],
  transport: ['./server/http', './server/rest', './server/graphql', './server/request'],
  useCases: ['./server/accounts', './server/second-factor', './server/oauth', './server/third-party', './server/profile', './server/legal', './server/products', './server/maintenance'],
  infrastructure: ['./server/db', './server/crypto', './server/codes', './server/sessions', './server/outbox', './server/ratelimit', './server/cms', './server/l10n', './server/log.ts', './server/errors.ts', './server/runtime.ts'],
};

/** Zones for import-x/no-restricted-paths: `target` may not import from `from`. */
export const boundaryZones = [
  {
    target: './design-system',
    from: ['./app', './server', './generated'],
    message: 'The design system knows no API, route or server: it may not import app/, server/ or generated/.',
  },
  {
    target: './app',
    from: './server',
    message: 'The app talks to the server only over HTTP through app/api; it may not import server/.',
  },
  {
    target: './server',
    from: ['./app', './design-system'],
    message: 'The server may not import the app or the design system.',
  },
  {
    target: './server/config',
    from: './server',
    except: ['./config'],
    message: 'Configuration is the bottom of the server: server/config imports only itself.',
  },
  {
    target: serverFloors.infrastructure,
    from: [...serverFloors.useCases, ...serverFloors.transport, ...serverFloors.root],
    message: 'Server infrastructure (storage, crypto, codes, sessions, mail, limits, CMS, l10n) may not import a use case, the transport or the composition root.',
  },
  {
    target: serverFloors.useCases,
    from: [...serverFloors.transport, ...serverFloors.root],
    message: 'A server use case may not import the transport or the composition root: it takes the dependencies it uses.',
  },
  {
    target: serverFloors.transport,
    from: serverFloors.root,
    message: 'The transport takes the services interface (server/request/services.ts), never the composition root.',
  },
  {
    target: './server/db',
    from: './generated',
    message: 'Storage knows no contract: server/db may not import generated/.',
  },
  {
    target: ['./app/lib', './app/api'],
    from: ['./app/features', './app/routes', './app/router.tsx', './app/App.tsx', './app/main.tsx', './app/entry-server.tsx'],
    message: 'app/lib and app/api lie below the features and the routes: they may not import a feature, the route table or the app around it.',
  },
  {
    target: './app/features',
    from: ['./app/routes', './app/router.tsx', './app/App.tsx', './app/main.tsx', './app/entry-server.tsx'],
    message: 'Features lie below the route table: a page takes its paths from app/lib/paths.ts, never from app/routes.',
  },
  ...featureDirs.map((name) => ({
    target: `./app/features/${name}`,
    from: './app/features',
    except: [`./${name}`],
    message: 'Features do not import each other; share code through app/lib.',
  })),
  ...siblingZones(settingsPages),
  ...siblingZones(inlinePages),
  {
    target: './app/features/settings/kit',
    from: settingsPages,
    message: 'The settings kit lies below the pages it serves: it may not import a page.',
  },
];

/** Outside app/api, the app may not read generated/: screens ask app/api. */
export const appGeneratedZone = {
  target: './app',
  from: './generated',
  message: 'Only app/api may import generated/: screens ask app/api.',
};

/** What reading a URLSearchParams's values looks like; building one (set, append, delete, sort, toString) is none of these. */
const QUERY_READ_METHODS = new Set(['get', 'getAll', 'has', 'entries', 'keys', 'values', 'forEach', 'size']);

export const RAW_QUERY_READ_MESSAGE =
  "Features read the page's query through app/lib/query (useQueryParams(MODEL), or parseQuery outside render), never from URLSearchParams: a value that breaks SPEC §5.3 must show 'Bad Request: Invalid Query Parameters'.";

/** A query string: a `.search` (location.search, useLocation().search, a URL's) or a variable named `search`. */
function isQueryString(node) {
  while (node && (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression' || node.type === 'TSSatisfiesExpression')) node = node.expression;
  if (!node) return false;
  if (node.type === 'Identifier') return node.name === 'search';
  return node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'search';
}

/** Whether `node` (a URLSearchParams, or a variable holding one) has its values read right there. */
function isQueryRead(node) {
  const parent = node.parent;
  if (parent.type === 'MemberExpression' && parent.object === node) return !parent.computed && QUERY_READ_METHODS.has(parent.property.name);
  if (parent.type === 'ForOfStatement' && parent.right === node) return true;
  if (parent.type === 'SpreadElement') return true;
  return parent.type === 'CallExpression' && parent.arguments.includes(node) && parent.callee.type === 'MemberExpression' && ['fromEntries', 'from'].includes(parent.callee.property.name);
}

/**
 * A URLSearchParams made from a query string whose values are read (at once,
 * or through the variable it is declared in). Making one to build an address
 * is not reported, nor is one made from anything else (a fragment, an object).
 * Reads it cannot see: a query string under another name, a URL's
 * searchParams, a variable assigned after its declaration.
 */
const rawQueryRead = {
  meta: { type: 'problem', schema: [], messages: { read: RAW_QUERY_READ_MESSAGE } },
  create(context) {
    return {
      NewExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'URLSearchParams' || !isQueryString(node.arguments[0])) return;
        if (isQueryRead(node)) {
          context.report({ node, messageId: 'read' });
          return;
        }
        const declarator = node.parent;
        if (declarator.type !== 'VariableDeclarator' || declarator.init !== node || declarator.id.type !== 'Identifier') return;
        for (const variable of context.sourceCode.getDeclaredVariables(declarator)) {
          for (const reference of variable.references) {
            if (!reference.init && isQueryRead(reference.identifier)) context.report({ node: reference.identifier, messageId: 'read' });
          }
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-*/**',
      'storybook-static/**',
      'storybook-static-*/**',
      'generated/**',
      '.tsbuild/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['./*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-default-export': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The app may read generated/ only inside app/api.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/api/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...boundaryZones, appGeneratedZone],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Screens ask app/api; only app/api talks to the server.' },
        { name: 'XMLHttpRequest', message: 'Screens ask app/api; only app/api talks to the server.' },
      ],
    },
  },
  {
    // The page's query is read through the validated layer (app/lib/query), which shows the bad-request screen.
    files: ['app/features/**/*.{ts,tsx}'],
    plugins: { query: { rules: { 'no-raw-read': rawQueryRead } } },
    rules: {
      'query/no-raw-read': 'error',
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router', importNames: ['useSearchParams'], message: RAW_QUERY_READ_MESSAGE }] }],
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'The design system knows no route.' },
            { name: 'openapi-fetch', message: 'The design system knows no API.' },
            { name: 'graphql', message: 'The design system knows no API.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/**', 'scripts/**', 'tests/**', 'e2e/**', '*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['design-system/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    rules: {
      // Named exports only: an index.ts lists what a folder offers.
      'import-x/no-default-export': 'error',
    },
  },
  {
    files: ['**/*.stories.tsx', '.storybook/**', '*.config.{js,mjs,ts}', 'codegen.ts', 'e2e/**'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // The design system lays out with logical properties only, so right-to-left
    // locales mirror without extra styles: physical left/right is an error.
    files: ['design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'TemplateElement[value.raw=/(margin|padding|border)-(left|right)|(^|[^-])(left|right)\\s*:|(text-align|float|clear)\\s*:\\s*(left|right)/]',
          'Property[key.name=/^(margin|padding|border)(Left|Right)|^(left|right)$/]',
          'Property[key.value=/^(margin|padding|border)-(left|right)|^(left|right)$/]',
          "Property[key.name='textAlign'][value.value=/^(left|right)$/]",
        ].map((selector) => ({
          selector,
          message: 'Use logical properties (margin-inline-start, padding-inline, inset-inline-start, text-align: start) so right-to-left layouts mirror.',
        })),
      ],
    },
  },
);
