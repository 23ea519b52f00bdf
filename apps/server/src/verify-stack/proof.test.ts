import { describe, expect, it } from 'vitest';
import { NotRun, runSteps, type Step, verdictOf } from './proof';
import { settingsFrom, UsageError } from './settings';

const step = (title: string, run: () => Promise<string>, needs?: string[]): Step<null> => ({
  title,
  run,
  ...(needs ? { needs } : {}),
});

describe('the proof', () => {
  it('runs no step whose needs did not pass, and fails unless every step passed', async () => {
    const printed: string[] = [];
    const results = await runSteps(
      [
        step('signs up', async () => 'ok'),
        step('breaks', async () => {
          throw new Error('the read model is behind');
        }),
        step('builds on it', async () => 'never', ['breaks']),
        step('cannot run', async () => {
          throw new NotRun('no stores given');
        }),
      ],
      null,
      (line) => printed.push(line),
    );

    expect(results.map(({ outcome }) => outcome)).toEqual([
      { kind: 'passed', detail: 'ok' },
      { kind: 'failed', reason: 'the read model is behind' },
      { kind: 'not run', reason: 'needs "breaks"' },
      { kind: 'not run', reason: 'no stores given' },
    ]);
    expect(printed[1]).toMatch(/^FAIL {2}2\. breaks \(\d\.\d s\)\n {6}failed: the read model is behind$/);
    expect(verdictOf(results, 3)).toEqual({
      exitCode: 1,
      text: 'VERDICT: FAILED: step 2 failed, step 3, 4 not run (4 steps in 3.0 s)',
    });
    expect(verdictOf([results[0]!, results[3]!], 1)).toMatchObject({
      exitCode: 2,
      text: expect.stringMatching(/^VERDICT: NOT PROVEN: step 4 not run/),
    });
    expect(verdictOf([results[0]!], 1).exitCode).toBe(0);
  });

  it('times a step out', async () => {
    const [result] = await runSteps(
      [{ title: 'hangs', timeoutMs: 20, run: () => new Promise<string>(() => undefined) }],
      null,
      () => undefined,
    );
    expect(result?.outcome).toEqual({ kind: 'failed', reason: 'no answer within 0 s' });
  });
});

describe('the command line', () => {
  const env = { VERIFY_ADMIN_PASSWORD: 'secret-pass', ADMIN_SIGNIN_CODE: 'code' };
  const args = ['--url', 'http://127.0.0.1:8080/', '--admin-email', 'admin@example.in'];

  it('reads the stack, the admin and how to reach the stores', () => {
    expect(settingsFrom([...args, '--servers', '2'], env)).toMatchObject({
      url: 'http://127.0.0.1:8080',
      admin: { email: 'admin@example.in', password: 'secret-pass', secretCode: 'code', totpSecret: null },
      servers: 2,
      report: 'coupon-effectiveness',
      readModel: 'coupons',
      rebuildCheck: { notRun: expect.stringContaining('--rebuild-check-via') },
    });
    expect(
      settingsFrom([...args, '--rebuild-check-via', 'docker compose exec -T projection-worker'], env),
    ).toMatchObject({
      rebuildCheck: {
        command: [
          'docker',
          'compose',
          'exec',
          '-T',
          'projection-worker',
          'node',
          '--import',
          'tsx',
          'workers/src/rebuild.ts',
        ],
      },
    });
    expect(settingsFrom(args, { ...env, MONGODB_URL: 'mongodb://db' })).toMatchObject({
      rebuildCheck: { command: [process.execPath, '--import', 'tsx', 'workers/src/rebuild.ts'] },
    });
  });

  it('refuses a command line missing what the proof needs', () => {
    expect(() => settingsFrom(args, { ADMIN_SIGNIN_CODE: 'code' })).toThrow(UsageError);
    expect(() => settingsFrom(['--admin-email', 'a@b.in'], env)).toThrow(/--url/);
    expect(() => settingsFrom([...args, '--report', 'nonsense'], env)).toThrow(/Unknown report/);
    expect(() => settingsFrom([...args, '--read-model', 'nonsense'], env)).toThrow(/Unknown read model/);
  });
});
