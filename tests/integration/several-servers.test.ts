import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { TOO_MANY_ATTEMPTS } from '@verdant/domain/identity/sign-in-throttling';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../support/customers';
import { freePort } from '../support/free-port';
import { type RunningProcess, runEntryPoint, waitUntil } from '../support/processes';
import { roundRobinProxy } from '../support/round-robin-proxy';
import { newBrowser } from '../support/test-shop';

/**
 * Two server processes on one data folder, with WORKERS=external and one projections worker, behind a
 * proxy that sends each request to the other server: every write and the read after it land on different
 * instances.
 */
describe('two server instances behind one port', () => {
  let dataDir: string;
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
  const processes: RunningProcess[] = [];
  const fleet = {
    WORKERS: 'external',
    NODE_ENV: 'test',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    IDENTITY_SECRET: randomBytes(32).toString('hex'),
  };

  async function startServer(): Promise<string> {
    const port = await freePort();
    const server = runEntryPoint('apps/server/src/main.ts', {
      ...fleet,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    processes.push(server);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitUntil(
      async () => expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200),
      60_000,
      () => `a server did not start:\n${server.output()}`,
    );
    return baseUrl;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verdant-fleet-'));
    const worker = runEntryPoint('workers/src/projections-process.ts', { ...fleet, DATA_DIR: dataDir });
    processes.push(worker);
    const servers = [await startServer(), await startServer()];
    proxy = await roundRobinProxy(servers);
  }, 180_000);
  afterAll(async () => {
    await proxy?.close();
    for (const running of processes) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a shopper signed in and shows each write at once, whichever instance answers', async () => {
    const shopper = newBrowser(proxy.url);
    const details = newCustomer();
    const signUp = await shopper.client.auth.signUp.mutate(details);
    shopper.readAfterWrite(signUp);

    for (let call = 0; call < 4; call++) {
      const { user } = await shopper.client.auth.session.query();
      expect(user?.email).toBe(details.email);
    }
    const address = await shopper.client.account.addAddress.mutate({
      fullName: details.fullName,
      phone: details.phone,
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    });
    shopper.readAfterWrite(address);
    const addresses = await shopper.client.account.addresses.query();

    expect(addresses.map(({ id }) => id)).toEqual([address.id]);
    expect(new Set(proxy.answeredBy).size).toBe(2);
  });

  it('counts failed sign-ins across instances, so alternating between them does not get more guesses', async () => {
    const owner = newBrowser(proxy.url);
    const details = newCustomer();
    await owner.client.auth.signUp.mutate(details);
    const guesser = newBrowser(proxy.url);
    const refusals: string[] = [];

    for (let guess = 0; guess < 6; guess++) {
      const refusal = await guesser.client.auth.signIn
        .mutate({ email: details.email, password: `wrong-guess-${guess}` })
        .then(
          () => 'signed in',
          (error: unknown) => (error instanceof TRPCClientError ? error.message : String(error)),
        );
      refusals.push(refusal);
    }

    expect(refusals.at(-1)).toBe(TOO_MANY_ATTEMPTS);
    await expect(
      guesser.client.auth.signIn.mutate({ email: details.email, password: details.password }),
    ).rejects.toThrow(TOO_MANY_ATTEMPTS);
  });
});
