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

/** Every workspace's tests (the browser's are `*.spec.ts`, Playwright's). */
const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  workspaces: string[];
};
const allTestFiles = workspaces.flatMap(testFiles);
const mocksModules = (file: string) => MOCKS_MODULES.test(readFileSync(join(ROOT, file), 'utf8'));

/**
 * Files share their workers, one after another in each; a setup file puts back what a file changed of the
 * process and fails the file that left it unable to run immediates. A file that mocks a module runs alone.
 */
const inOwnProcess = allTestFiles.filter(mocksModules);
const inSharedWorkers = allTestFiles.filter((file) => !inOwnProcess.includes(file));

const NOT_TESTS = [...configDefaults.exclude, '**/dist/**', 'tests/e2e/**'];

export default defineConfig({
  test: {
    globalSetup: ['tests/support/redis-global-setup.ts'],
    setupFiles: ['tests/support/external-stores-cleanup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // A fresh process for each of ~300 files took more than half of the suite's time. (Include and exclude
    // are set per project only: a project extending the root would add its lists to the root's.)
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
        test: { name: 'own process', include: inOwnProcess, exclude: NOT_TESTS },
      },
    ],
  },
});
