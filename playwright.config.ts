import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverNodeArguments } from './scripts/server-command';
import { adminAccount } from './tests/e2e/accounts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * A fresh, empty shop for every run. Playwright loads this file again in each worker; the workers inherit
 * the variable, so only the runner creates (and, on exit, removes) the directory.
 */
const DATA_DIR_VARIABLE = 'VERDANT_E2E_DATA_DIR';
if (!process.env[DATA_DIR_VARIABLE]) {
  const created = mkdtempSync(join(tmpdir(), 'verdant-e2e-'));
  process.env[DATA_DIR_VARIABLE] = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env[DATA_DIR_VARIABLE];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: true,
  workers: 1,
  reporter: 'list',
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Playwright's own browser download does not work here: use the system Chromium.
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  // The real server over the built apps (run `npm run build` first), seeded with the demo categories and an admin.
  webServer: {
    // The server as `npm start` runs it: its bundle, made afresh from the sources (under a second).
    command: `node --import tsx scripts/build-server.ts && node ${serverNodeArguments().join(' ')}`,
    url: `${baseURL}/healthz`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // The suite signs up many shoppers from one address: the limits are tested through the API instead.
      RATE_LIMITS: 'off',
      // The first admin, created on first start; tests/e2e/accounts.ts signs in with it.
      ADMIN_EMAIL: adminAccount.email,
      ADMIN_PASSWORD: adminAccount.password,
      ADMIN_SIGNIN_CODE: adminAccount.secretCode,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
