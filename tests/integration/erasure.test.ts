import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReadStore } from '@verdant/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntil } from '../support/processes';
import { startTestShop, type TestShop } from '../support/test-shop';

const READ_MODELS_IN_A_FILE = { MONGODB_URL: '' };

/** Every document of every read model, as text. */
async function everyReadModel(readStore: ReadStore): Promise<string> {
  const collections = await readStore.listCollections();
  const documents = await Promise.all(collections.map((name) => readStore.collection(name).find({})));
  return JSON.stringify(documents);
}

async function caughtUp(shop: TestShop) {
  await waitUntil(
    async () => {
      const statuses = await shop.shop.projections.status();
      if (!statuses.every((status) => status.state === 'live' && status.lag === '0'))
        throw new Error('behind');
    },
    10_000,
    () => 'the read models did not catch up',
  );
}

describe('erasing a customer', () => {
  let shops: TestShop[] = [];

  afterEach(async () => {
    for (const shop of shops) await shop.stop();
    shops = [];
  });

  it('leaves their personal data nowhere — read models, API answers, mail, logs — even after a full rebuild', async () => {
    // The read models are removed as a file below, so they stay embedded; the log and keys may be external.
    const first = await startTestShop(READ_MODELS_IN_A_FILE);
    const suffix = randomUUID().slice(0, 8);
    const email = `meera.${suffix}@example.in`;
    const phone = '9811122233';
    const addressLine = `221 Lake View Road ${suffix}`;
    const customer = first.browser();
    await customer.client.auth.signUp.mutate({
      fullName: `Meera ${suffix}`,
      email,
      phone,
      password: 'fiddle-leaf',
      confirmPassword: 'fiddle-leaf',
    });
    customer.readAfterWrite(
      await customer.client.account.addAddress.mutate({
        fullName: `Meera ${suffix}`,
        phone,
        addressLine1: addressLine,
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      }),
    );
    const { user } = await customer.client.auth.session.query();
    expect(await first.mailTo(email)).toHaveLength(1);
    const admin = await first.adminBrowser();
    expect(await everyReadModel(first.shop.stores.readStore)).toContain(email);
    // A search puts the email into the request's query string, which must not reach the logs either.
    expect(await admin.client.admin.users.list.query({ search: email })).toHaveLength(1);

    admin.readAfterWrite(await admin.client.admin.users.erase.mutate({ accountId: user!.id }));

    expect((await customer.client.auth.session.query()).user).toBeNull();
    const listed = await admin.client.admin.users.list.query({});
    expect(listed).toContainEqual(
      expect.objectContaining({ id: user!.id, email: null, fullName: null, erased: true }),
    );
    await caughtUp(first);
    for (const secret of [email, phone, addressLine]) {
      expect(await everyReadModel(first.shop.stores.readStore)).not.toContain(secret);
      expect(JSON.stringify(listed)).not.toContain(secret);
    }
    expect(await first.shop.stores.mailOutbox.list({ to: email })).toEqual([]);
    const signIn = await customer.client.auth.signIn
      .mutate({ email, password: 'fiddle-leaf' })
      .catch((error) => error);
    expect(signIn).toMatchObject({ message: 'Invalid email or password' });

    await first.stop({ keepData: true });
    await rm(join(first.dataDir, 'read-models.sqlite'), { force: true });
    const rebuilt = await startTestShop(READ_MODELS_IN_A_FILE, first.dataDir);
    shops.push(rebuilt);
    await caughtUp(rebuilt);

    const readModels = await everyReadModel(rebuilt.shop.stores.readStore);
    expect(readModels).toContain(user!.id);
    const logs = decodeURIComponent(first.logLines.join('') + rebuilt.logLines.join(''));
    for (const secret of [email, phone, addressLine]) {
      expect(readModels).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    const history = [];
    for await (const batch of rebuilt.shop.stores.eventStore.readAll({})) history.push(...batch);
    expect(
      history.filter((event) => event.streamId === `account-${user!.id}`).map((event) => event.type),
    ).toEqual(['AccountRegistered', 'AddressAdded', 'DefaultAddressChanged', 'AccountErased']);
  });
});
