import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { EMBEDDED_STORES } from '../support/external-stores';
import { waitUntil } from '../support/processes';
import { salesKit } from '../support/sales';
import { startTestShop, type TestShop } from '../support/test-shop';

/** Every file under the folder, with its bytes: what someone holding a copy of the data folder holds. */
async function filesUnder(folder: string): Promise<{ path: string; bytes: Buffer }[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return { path, bytes: await readFile(path) };
      }),
  );
}

/**
 * Which files (those whose path in the folder starts with `only`, when given) hold any of the ASCII texts,
 * in any mix of upper and lower case: each byte read as one character, so the search is over the bytes as
 * stored.
 */
async function filesHolding(folder: string, texts: readonly string[], only = ''): Promise<string[]> {
  const files = (await filesUnder(folder))
    .map(({ path, bytes }) => ({
      path: path.slice(folder.length + 1),
      text: bytes.toString('latin1').toLowerCase(),
    }))
    .filter((file) => file.path.startsWith(only));
  return texts.flatMap((text) =>
    files.filter((file) => file.text.includes(text.toLowerCase())).map((file) => `${text} in ${file.path}`),
  );
}

/** An operator stops the shop once its read models have applied the erasure. */
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

describe('erasing a customer, as the data folder shows it', () => {
  let shop: TestShop | null = null;

  afterEach(async () => {
    await shop?.stop();
    shop = null;
  });

  it('leaves their email and phone in no file once the shop has stopped, nor their messages readable', async () => {
    // About the embedded files themselves: every store stays in the data folder whatever the environment names.
    shop = await startTestShop({ SEED_DEMO_DATA: 'false', ...EMBEDDED_STORES });
    const admin = await shop.adminBrowser();
    const kit = salesKit(shop, admin);
    const suffix = randomUUID().slice(0, 8);
    const typedEmail = `Meera.${suffix}@Example.in`;
    const email = typedEmail.toLowerCase();
    const phone = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const meera = await signedUp(shop, {
      fullName: `Meera ${suffix}`,
      email: typedEmail,
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      password: 'fiddle-leaf',
      confirmPassword: 'fiddle-leaf',
    });
    const write = async (call: Promise<{ position: string | null }>) => meera.readAfterWrite(await call);
    const { id: addressId } = await meera.client.account.addAddress.mutate({
      fullName: `Meera ${suffix}`,
      phone,
      addressLine1: `221 Lake View Road ${suffix}`,
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    });
    await write(meera.client.newsletter.subscribe.mutate({ email: typedEmail }));
    await write(
      meera.client.contact.submit.mutate({
        name: `Meera ${suffix}`,
        email: typedEmail,
        subject: 'Repotting',
        message: `Please call me on ${phone} about my fiddle leaf fig.`,
      }),
    );
    const fern = await kit.createProduct();
    await write(meera.client.cart.add.mutate({ productId: fern.id }));
    await write(
      meera.client.orders.place.mutate({ idempotencyKey: randomUUID(), addressId, paymentMethod: 'cod' }),
    );
    expect(await shop.mailTo(email, 2)).toHaveLength(2);
    const { user } = await meera.client.auth.session.query();

    admin.readAfterWrite(await admin.client.admin.users.erase.mutate({ accountId: user!.id }));

    // The email's local part alone finds it escaped or encoded as well (meera.x%40example.in).
    const secrets = [email, `meera.${suffix}`, phone];
    // The outbox gives the mail up at once, its log included; the other files once the shop stops.
    expect(await filesHolding(shop.dataDir, secrets, 'mail.sqlite')).toEqual([]);
    await caughtUp(shop);

    const codec = shop.shop.eventSourcing.codec;
    for (const type of ['NewsletterSubscribed', 'ContactMessageReceived']) {
      const [recorded] = await shop.recordedEvents(type);
      expect((await codec.decode(recorded!)).data, type).toMatchObject({ email: null });
    }
    await shop.stop({ keepData: true });
    const dataDir = shop.dataDir;
    shop = null;
    try {
      expect(await filesHolding(dataDir, secrets)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
