/**
 * The import rules, checked by `npm run lint` (`depcruise`) over every workspace, tests/ and scripts/.
 * Type-only imports count like any other (`tsPreCompilationDeps`): a circle through types is still a circle.
 */
import { readFileSync } from 'node:fs';

const readManifest = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

/** Each workspace: its folder, its package name and the packages its package.json declares. */
const workspaces = readManifest('./package.json').workspaces.map((dir) => {
  const manifest = readManifest(`./${dir}/package.json`);
  return { dir, name: manifest.name, dependencies: Object.keys(manifest.dependencies ?? {}) };
});
const workspaceDirs = workspaces.map(({ dir }) => dir).join('|');

/** Test code: unit and contract tests, their helpers under testing/, and the Vite build configurations. */
const testCode = '(\\.test\\.tsx?|\\.contract\\.ts|/vite\\.config\\.ts)$|/testing/';

/** One rule per workspace: it imports only the workspaces its package.json declares. */
const undeclaredWorkspaceRules = workspaces.flatMap(({ dir, name, dependencies }) => {
  const undeclared = workspaces.filter((other) => other.dir !== dir && !dependencies.includes(other.name));
  if (undeclared.length === 0) return [];
  return [
    {
      name: `undeclared-workspace:${name}`,
      comment: `${name} imports a workspace its package.json does not declare: add it to ${dir}/package.json dependencies.`,
      severity: 'error',
      from: { path: `^${dir}/` },
      to: { path: `^(${undeclared.map((other) => other.dir).join('|')})/` },
    },
  ];
});

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules import each other in a circle (type-only imports included): move what both need apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-no-workspace',
      comment: 'domain/ holds the pure business rules: it imports no other workspace.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['local'], pathNot: '^domain/' },
    },
    {
      name: 'domain-does-no-io',
      comment:
        'domain/ does no I/O: no Node built-ins, and no package besides zod and immutable (and vitest in its tests).',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/(zod|immutable|vitest)/',
      },
    },
    {
      name: 'projections-and-platform-not-to-apps',
      comment: 'projections/ and platform/ serve the apps and never import them.',
      severity: 'error',
      from: { path: '^(projections|platform)/' },
      to: { path: '^apps/' },
    },
    {
      name: 'platform-knows-no-shop',
      comment:
        "platform/ is the shop's machinery, not the shop: it imports no projections/, workers/, apps/, tests/ or scripts/, and of domain/ only the shared kernel (domain/src/shared/: event definitions, personal fields, deciders, reservations, and the shop's contact details mail is sent from by default) and the email normalisation every email fingerprint must agree with (identity/account-rules.ts).",
      severity: 'error',
      from: { path: '^platform/' },
      to: {
        path: '^(domain|projections|workers|apps|tests|scripts)/',
        pathNot: '^domain/src/(shared/|identity/account-rules\\.ts$)',
      },
    },
    {
      name: 'platform-through-its-entry-points',
      comment:
        "The platform's public face is its package.json exports: @verdant/platform (ports and the machinery the shop is written with), /runtime (opening and running it), /identity, /payments, /testing and /small-heap (how much the heap grows between full collections). Import from one of those, never a file under platform/src.",
      severity: 'error',
      from: { pathNot: '^platform/' },
      to: { couldNotResolve: true, path: '^@verdant/platform/' },
    },
    {
      name: 'server-is-not-a-library',
      comment: 'Only tests/, scripts/ and apps/web-kit (for the AppRouter type) import from apps/server.',
      severity: 'error',
      from: { pathNot: '^(apps/server|apps/web-kit|tests|scripts)/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'web-kit-takes-only-the-router-type',
      comment:
        'apps/web-kit takes only `import type { AppRouter }` from apps/server/src/trpc/router (its tests may import more).',
      severity: 'error',
      from: { path: '^apps/web-kit/', pathNot: testCode },
      to: { path: '^apps/server/', pathNot: '^apps/server/src/trpc/router\\.ts$' },
    },
    {
      name: 'web-kit-takes-only-types-from-server',
      comment: 'apps/web-kit runs in the browser: it imports apps/server for types only (`import type`).',
      severity: 'error',
      from: { path: '^apps/web-kit/', pathNot: testCode },
      to: { path: '^apps/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'drivers-only-in-platform',
      comment:
        'Database, queue, payment gateway and mail clients are adapters behind the ports: import them only under platform/.',
      severity: 'error',
      from: { pathNot: '^platform/' },
      to: {
        path: '^node_modules/(better-sqlite3|mongodb|@eventstore/db-client|bullmq|ioredis|razorpay|stripe|nodemailer)/',
      },
    },
    {
      name: 'workspaces-by-package-name',
      comment:
        'A workspace imports another through its package name (@verdant/...), never by a relative path.',
      severity: 'error',
      from: { path: `^(${workspaceDirs})/` },
      to: { path: `^(${workspaceDirs})/`, pathNot: '^$1/', dependencyTypesNot: ['aliased-workspace'] },
    },
    ...undeclaredWorkspaceRules,
    {
      name: 'undeclared-package',
      comment:
        "A package that is in neither the workspace's package.json nor the root one: declare it where it is used.",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-tooling-in-production',
      comment:
        'The root devDependencies are the toolchain (vitest, Vite, Playwright...): shipped code does not import them.',
      severity: 'error',
      from: { path: '^(domain|projections|platform|workers|apps)/', pathNot: testCode },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'storefront-features-stand-alone',
      comment:
        'A storefront feature imports no other feature: move what two features need to src/shared/, or compose them in src/app.',
      severity: 'error',
      from: { path: '^apps/storefront/src/features/([^/]+)/' },
      to: { path: '^apps/storefront/src/features/', pathNot: '^apps/storefront/src/features/$1/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: '^apps/[a-z-]+/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    /** A workspace's packages are those of its own package.json plus the root's (the shared toolchain). */
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
