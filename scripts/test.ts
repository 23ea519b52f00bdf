/**
 * `npm test`: everything, in the order that fails fastest. It installs what it needs from the OS package
 * manager when missing (redis-server, chromium), picks free ports, and never relies on anything started by
 * hand. Any failing step fails the run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/free-port';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const systemPackages = [
  {
    binary: 'redis-server',
    paths: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
    aptPackage: 'redis-server',
  },
  { binary: 'chromium', paths: ['/usr/bin/chromium'], aptPackage: 'chromium' },
];

function ensureSystemPackages(): void {
  const missing = systemPackages.filter((pkg) => !pkg.paths.some((path) => existsSync(path)));
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.aptPackage);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${names.join(', ')}: install them (apt-get install ${names.join(' ')}) or run npm test as root.`,
    );
  }
  console.log(`\n▶ installing ${names.join(', ')} with apt-get`);
  run({ name: 'apt-get update', command: 'apt-get', args: ['update', '-qq'] });
  run({
    name: `apt-get install ${names.join(' ')}`,
    command: 'apt-get',
    args: ['install', '-y', '-qq', '--no-install-recommends', ...names],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function run(step: Step): number {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: step.env ?? process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
  return Date.now() - started;
}

const started = Date.now();
ensureSystemPackages();
const e2ePort = await freePort();
// The browser tests' shop keeps its data here, so its read models can be checked against its events after.
const e2eDataDir = mkdtempSync(join(tmpdir(), 'verdant-e2e-'));
process.on('exit', () => rmSync(e2eDataDir, { recursive: true, force: true }));
const npx = 'npx';
const steps: Step[] = [
  { name: 'lint (Biome, import rules)', command: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
  { name: 'unit, contract and integration tests (Vitest)', command: npx, args: ['vitest', 'run'] },
  { name: 'build the storefront and admin apps', command: 'npm', args: ['run', 'build'] },
  {
    name: 'browser tests (Playwright on Chromium)',
    command: npx,
    args: ['playwright', 'test'],
    env: { ...process.env, E2E_PORT: String(e2ePort), VERDANT_E2E_DATA_DIR: e2eDataDir },
  },
  {
    name: 'every read model of the browser tests equal to its events (rebuild --check)',
    command: 'npm',
    args: ['run', 'rebuild', '--', '--all', '--check'],
    env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: 'silent' },
  },
];
for (const step of steps) run(step);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
