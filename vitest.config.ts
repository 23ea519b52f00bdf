import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const ROOT = import.meta.dirname;
const TEST_FILE = /\.test\.tsx?$/;
/** A module mocked for one file would stay mocked for the files after it in the same worker. */
const MOCKS_MODULES = /\bvi\.(?:do)?[mM]ock\(/;

const testFiles = (folder: string) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => TEST_FILE.test(path) && !path.includes('node_modules'))
    .map((path) => join(folder, path));

/**
 * The tests of the shop's own code (its domain, projections and the apps' pieces) hold nothing of the
 * process but what they import, and share their workers; the platform's and the server's tests open stores,
 * servers and child processes, and each gets a fresh process, as does a file that mocks a module.
 */
const inSharedWorkers = ['domain', 'projections', 'apps/admin', 'apps/storefront', 'apps/web-kit']
  .flatMap(testFiles)
  .filter((file) => !MOCKS_MODULES.test(readFileSync(join(ROOT, file), 'utf8')));

const TESTS = ['**/src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'];
const NOT_TESTS = [...configDefaults.exclude, '**/dist/**', 'tests/e2e/**'];

export default defineConfig({
  test: {
    globalSetup: ['tests/support/redis-global-setup.ts'],
    setupFiles: ['tests/support/external-stores-cleanup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // A fresh process for each of ~300 files took half of the suite's time. (Include and exclude are set
    // per project only: a project extending the root would add its lists to the root's.)
    projects: [
      {
        extends: true,
        test: {
          name: 'shared workers',
          include: inSharedWorkers,
          exclude: NOT_TESTS,
          isolate: false,
          setupFiles: ['tests/support/shared-worker-hygiene.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'own process', include: TESTS, exclude: [...NOT_TESTS, ...inSharedWorkers] },
      },
    ],
  },
});
