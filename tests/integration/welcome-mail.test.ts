import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MAIL_QUEUE } from '@verdant/projections/reactions/jobs';
import { afterEach, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { waitUntil } from '../support/processes';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop';

/** Waits until the shop's reactions have seen every event in the log. */
async function reactionsCaughtUp(shop: TestShop) {
  const head = await shop.shop.stores.eventStore.headPosition();
  await waitUntil(
    async () => {
      const statuses = shop.shop.reactions?.status() ?? [];
      if (!statuses.every((status) => status.state === 'live' && BigInt(status.position) >= head))
        throw new Error('behind');
    },
    5_000,
    () => 'the reactions did not catch up',
  );
}

describe('the welcome mail', () => {
  let shops: TestShop[] = [];
  const started = async (dataDir?: string, environment: Record<string, string> = {}) => {
    const shop = await startTestShop(environment, dataDir);
    shops.push(shop);
    return shop;
  };

  afterEach(async () => {
    for (const shop of shops) await shop.stop();
    shops = [];
  });

  it('goes once to a shopper who signs up, through a job on the mail queue', async () => {
    const shop = await started();
    const customer = await signedUp(shop);
    const { user } = await customer.client.auth.session.query();

    const [mail] = await shop.mailTo(customer.details.email);

    expect(mail).toMatchObject({ id: `welcome-mail-${user!.id}`, accountId: user!.id });
    // The job's end is recorded just after the mail is written. No SMTP server: it stays in the outbox.
    const job = () => shop.shop.stores.jobQueue.getJob(MAIL_QUEUE, `welcome-mail-${user!.id}`);
    await waitUntil(
      async () => {
        if ((await job())?.state !== 'completed') throw new Error('running');
      },
      5_000,
      () => 'the mail job did not complete',
    );
    expect(await job()).toMatchObject({
      state: 'completed',
      result: { state: 'queued' },
    });
    const again = await shop.shop.stores.jobQueue.enqueue(MAIL_QUEUE, {
      id: `welcome-mail-${user!.id}`,
      payload: { kind: 'welcome', accountId: user!.id },
    });
    expect(again).toEqual({ accepted: false });
    expect(await shop.shop.stores.mailOutbox.list({ to: customer.details.email })).toHaveLength(1);
  });

  it('is not sent to an admin account the shop creates itself', async () => {
    const shop = await started();
    await shop.adminBrowser();
    const adminId = await shop.shop.identity.accounts.accountIdByEmail(TEST_ADMIN.email);
    await reactionsCaughtUp(shop);

    expect(await shop.shop.stores.jobQueue.getJob(MAIL_QUEUE, `welcome-mail-${adminId}`)).toBeNull();
    expect(await shop.shop.stores.mailOutbox.list({ to: TEST_ADMIN.email })).toEqual([]);
  });

  it('is never sent again by a rebuild, even with the queue and the outbox gone', async () => {
    // The read models, queue and outbox are removed as files below, so they stay embedded; the log may not.
    const inFiles = { MONGODB_URL: '', REDIS_URL: '' };
    const first = await started(undefined, inFiles);
    const customer = await signedUp(first);
    const { user } = await customer.client.auth.session.query();
    expect(await first.mailTo(customer.details.email)).toHaveLength(1);
    await first.stop({ keepData: true });
    shops = [];
    for (const file of ['read-models.sqlite', 'jobs.sqlite', 'mail.sqlite']) {
      await rm(join(first.dataDir, file), { force: true });
    }

    const rebuilt = await started(first.dataDir, inFiles);
    await reactionsCaughtUp(rebuilt);
    await waitUntil(
      async () => {
        if ((await rebuilt.shop.projections.status()).some((status) => status.lag !== '0'))
          throw new Error('behind');
      },
      10_000,
      () => 'the read models did not catch up',
    );

    expect(await rebuilt.shop.identity.queries.accounts.profileOf(user!.id)).toMatchObject({
      email: customer.details.email,
    });
    expect(await rebuilt.shop.stores.jobQueue.getJob(MAIL_QUEUE, `welcome-mail-${user!.id}`)).toBeNull();
    expect(await rebuilt.shop.stores.mailOutbox.list({ to: customer.details.email })).toEqual([]);
  });
});
