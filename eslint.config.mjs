// One ESLint configuration for every workspace, the scripts, the seed and the end-to-end specs (decision 0022).
// The house rules of ../shared/ARCHITECTURE.md that a tool can check live here as rules, not prose:
// import boundaries between packages and between web features, no import cycles, no deep relative imports,
// and no list of role numbers outside packages/domain.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const WEB_FEATURES = path.join(ROOT, 'apps/web/src/features');
const features = fs.existsSync(WEB_FEATURES)
  ? fs
      .readdirSync(WEB_FEATURES, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** A role id written as a number: 100-106 (provider staff) or 200-205 (customer logins). */
const ROLE_NUMBER = String.raw`Literal[raw=/^(10[0-6]|20[0-5])$/]`;

const NO_DEEP_RELATIVE = {
  regex: String.raw`^(\.\./){3,}`,
  message:
    'No deep relative imports: use the workspace package (@kc/...) or the app subpath import (#web/..., #api/...).',
};

/** Classic zod's methods carry every check and format into the web bundle; domain and web use zod/mini (decision 0046). */
const CLASSIC_ZOD =
  "Use zod/mini (import * as z from 'zod/mini'): classic zod costs the web bundle ~12 KB (decision 0046).";

/** Zones for import-x/no-restricted-paths: `target` may not import from `from`. */
const boundaries = [
  // domain sits under everything and imports nothing of ours.
  {
    target: './packages/domain',
    from: ['./packages/services', './apps', './prisma', './scripts', './e2e'],
    message: 'packages/domain imports nothing of ours (ARCHITECTURE.md: domain knows nothing of the others).',
  },
  // services import only domain.
  {
    target: './packages/services',
    from: ['./apps', './scripts', './e2e'],
    message: 'packages/services imports only packages/domain.',
  },
  // apps import packages, never each other.
  { target: './apps/api', from: ['./apps/web', './apps/worker'], message: 'Apps never import each other.' },
  { target: './apps/worker', from: ['./apps/web', './apps/api'], message: 'Apps never import each other.' },
  {
    target: './apps/web',
    from: ['./apps/api', './apps/worker', './packages/services'],
    message: 'The web app reaches the server over HTTP only; it imports packages/domain.',
  },
  // web: no imports between features, and features never borrow from app/ or routes/.
  ...features.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'No imports between web features: move the shared piece to components/, lib/ or packages/domain.',
  })),
  {
    target: './apps/web/src/features',
    from: ['./apps/web/src/app', './apps/web/src/routes'],
    message: 'A feature never imports from app/ or routes/: move the shared piece to components/ or lib/.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/hooks'],
    from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/routes'],
    message: 'Shared web code (components/, lib/, hooks/) does not depend on features, app/ or routes/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.turbo/**',
      'test-results/**',
      'playwright-report/**',
      'packages/services/src/generated/**',
      'apps/web/src/route-tree.gen.ts',
      'docs/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Three programs for type information, the ones `npm run typecheck` builds: the Node workspaces with the seed,
        // the benchmarks and the config files (tsconfig.check.json), the web app, the end-to-end specs. One program per
        // workspace's tsconfig.json (the project service) type-checked packages/services five times over and
        // packages/domain seven: the lint took longer than the type check and the unit tests together.
        project: ['tsconfig.check.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
        tsconfigRootDir: ROOT,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify plugins and hooks are declared async by convention, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // TanStack Router's control flow: `throw redirect(...)` and `throw notFound()`.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }],
          allowRethrowing: true,
        },
      ],
    },
  },
  {
    // Tests read untyped JSON answers (`res.json()`) on purpose: the assertion is the type check.
    files: ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'prisma/seed/tsconfig.json',
            'scripts/bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_DEEP_RELATIVE],
        },
      ],
    },
  },
  {
    // The domain's schemas reach the browser: zod/mini only (decision 0046). Repeats the deep-relative pattern, as a
    // later no-restricted-imports entry replaces the earlier one for these files.
    files: ['packages/domain/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({ name, message: CLASSIC_ZOD })),
          patterns: [NO_DEEP_RELATIVE, { regex: '^zod/v4/classic', message: CLASSIC_ZOD }],
        },
      ],
    },
  },
  {
    // Role lists are named policies in packages/domain (roles.ts, policies.ts), never numbers copied elsewhere.
    files: ['**/*.{ts,tsx}'],
    ignores: ['packages/domain/**', '**/*.test.{ts,tsx}', 'apps/api/test/**', 'e2e/**', 'prisma/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `ArrayExpression:has(> ${ROLE_NUMBER} ~ ${ROLE_NUMBER})`,
          message: 'A list of role numbers belongs in packages/domain as a named policy (e.g. canReadAuditLog).',
        },
      ],
    },
  },
  {
    // End-to-end journeys wait on what the user sees, never on the clock (decision 0027).
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'No fixed sleeps: wait for the state the user sees (await expect(locator).toBeVisible(), expect.poll).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
