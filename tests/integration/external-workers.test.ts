import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { MAIL_QUEUE } from '@verdant/projections/reactions/jobs';
import { jobWorkerHealthFile } from '@verdant/server/job-workers';
import { afterEach, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { type RunningProcess, runEntryPoint, waitUntil } from '../support/processes';
import { startTestShop, type TestShop } from '../support/test-shop';

/** A service's health check command in docker-compose.yml, without its CMD marker: as Docker runs it. */
function composeHealthCheck(service: string): string[] {
  const compose = readFileSync(join(import.meta.dirname, '..', '..', 'docker-compose.yml'), 'utf8');
  const block = compose.slice(compose.indexOf(`\n  ${service}:\n`));
  const test = /\n\s+test: (\[.*\])\n/.exec(block)?.[1];
  if (!test) throw new Error(`no health check for ${service} in docker-compose.yml`);
  const [form, ...command] = JSON.parse(test) as string[];
  expect(form).toBe('CMD');
  return command;
}

describe('a server with WORKERS=external', () => {
  let shop: TestShop;
  const workers: RunningProcess[] = [];
  const startWorker = (entry: string, started: string) => {
    const worker = runEntryPoint(entry, { DATA_DIR: shop.dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' });
    workers.push(worker);
    return waitUntil(
      async () => expect(worker.output()).toContain(started),
      30_000,
      () => `${entry} did not start:\n${worker.output()}`,
    );
  };

  afterEach(async () => {
    for (const worker of workers.splice(0)) {
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    }
    await shop.stop();
  });

  it('feeds no read model and works no job itself: the projections and jobs workers do', async () => {
    shop = await startTestShop({ WORKERS: 'external', SEED_DEMO_DATA: 'false' });
    expect(shop.shop.reactions).toBeNull();
    await startWorker('workers/src/projections-process.ts', 'projections process started');
    const customer = await signedUp(shop);
    const { user } = await customer.client.auth.session.query();
    const welcome = `welcome-mail-${user!.id}`;

    // The worker's reaction asked for the welcome mail, and nobody works the queue yet.
    await waitUntil(
      async () => expect(await shop.shop.stores.jobQueue.getJob(MAIL_QUEUE, welcome)).not.toBeNull(),
      10_000,
      () => 'the projections worker did not ask for the welcome mail',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await shop.shop.stores.mailOutbox.list({ to: customer.details.email })).toEqual([]);

    await startWorker('apps/server/src/jobs-process.ts', 'jobs process started');

    await waitUntil(
      async () =>
        expect(await shop.shop.stores.mailOutbox.list({ to: customer.details.email })).toEqual([
          expect.objectContaining({ id: welcome, accountId: user!.id }),
        ]),
      15_000,
      () => `the jobs worker did not send the welcome mail:\n${workers.at(-1)?.output()}`,
    );

    // Its health report is its own (named by its host, as replicas share the folder), and the container's
    // health check in docker-compose.yml, run as Docker runs it, reads it and passes.
    const ownReport = join(shop.dataDir, jobWorkerHealthFile(hostname()));
    await waitUntil(
      async () => expect(existsSync(ownReport)).toBe(true),
      15_000,
      () => `the jobs worker wrote no health report of its own:\n${workers.at(-1)?.output()}`,
    );
    const healthCheck = composeHealthCheck('job-worker');
    const check = spawnSync(healthCheck[0]!, healthCheck.slice(1), {
      env: { ...process.env, DATA_DIR: shop.dataDir },
    });
    expect(check.status, String(check.stderr)).toBe(0);
    // Another replica's report keeps no one healthy: without its own file the check fails. (The worker is
    // stopped first, so that no report of its own lands meanwhile.)
    const jobsWorker = workers.at(-1)!;
    jobsWorker.child.kill('SIGTERM');
    expect(await jobsWorker.exited).toBe(0);
    await rm(ownReport);
    await writeFile(join(shop.dataDir, jobWorkerHealthFile('another-replica')), '{"checkedAt":"2099-01-01"}');
    const alone = spawnSync(healthCheck[0]!, healthCheck.slice(1), {
      env: { ...process.env, DATA_DIR: shop.dataDir },
    });
    expect(alone.status).toBe(1);
  }, 180_000);
});
