import { randomUUID } from 'node:crypto';
import { contactMessageStreamId } from '@verdant/domain/engagement/contact-message';
import { correspondentDecider, correspondentStreamId } from '@verdant/domain/engagement/correspondent';
import { newsletterStreamId } from '@verdant/domain/engagement/newsletter-subscription';
import { handleCommand, type RecordedEvent, systemContext } from '@verdant/platform';
import { EmailFingerprinter, loadIdentitySecret } from '@verdant/platform/identity';
import { seal } from '@verdant/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEntryPoint } from '../support/processes';
import { startTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let fingerprints: EmailFingerprinter;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
  fingerprints = new EmailFingerprinter(loadIdentitySecret(shop.shop.config.identitySecret, shop.dataDir));
});

afterAll(async () => {
  await shop.stop();
});

const newEmail = () => `ravi.${randomUUID().slice(0, 8)}@example.in`;
const erase = (email: string) => shop.shop.engagement.eraseEmail(email, systemContext(randomUUID()));

async function sendMessage(email: string) {
  const message = 'My pothos has yellow leaves.';
  await shop.client.contact.submit.mutate({ name: 'Ravi Kumar', email, subject: 'Help', message });
  const sent = await shop.recordedEvents('ContactMessageReceived');
  return sent.at(-1)!;
}

async function subscribe(email: string) {
  await shop.client.newsletter.subscribe.mutate({ email });
  return shop.shop.stores.eventStore.readStream(newsletterStreamId(fingerprints.fingerprint(email)));
}

/** The email as the event reads now: null once its key is gone. */
async function emailIn(recorded: RecordedEvent | undefined) {
  const { data } = await shop.shop.eventSourcing.codec.decode(recorded!);
  return (data as { email: string | null }).email;
}

/** An event as the first version of its schema recorded it, its personal fields sealed for `subjectId`. */
async function recordAtVersionOne(
  streamId: string,
  type: string,
  subjectId: string,
  data: Record<string, string>,
  personalFields: readonly string[],
) {
  const key = await shop.shop.stores.personalDataKeys.keyFor(subjectId);
  const sealed = Object.entries(data).map(([field, value]) => [
    field,
    personalFields.includes(field) ? seal(value, key, subjectId) : value,
  ]);
  const metadata = {
    ...systemContext(randomUUID()),
    actor: { userId: null, role: 'guest' as const },
    at: new Date().toISOString(),
    schemaVersion: 1,
    dataSubjectId: subjectId,
  };
  await shop.shop.stores.eventStore.append(streamId, [{ type, data: Object.fromEntries(sealed), metadata }], {
    expectedRevision: 'no_stream',
  });
  const [recorded] = await shop.shop.stores.eventStore.readStream(streamId);
  return recorded!;
}

/** What a data folder from before holds: a message sealed with a key of its own, the message's id. */
function recordOlderMessage(email: string) {
  const messageId = randomUUID();
  return recordAtVersionOne(
    contactMessageStreamId(messageId),
    'ContactMessageReceived',
    messageId,
    { messageId, name: 'Ravi Kumar', email, subject: 'Help', message: 'Is a fern safe for cats?' },
    ['name', 'email', 'message'],
  );
}

/** A subscription from before: sealed with the subscriber's id, the email's fingerprint. */
function recordOlderSubscription(email: string) {
  const subscriberId = fingerprints.fingerprint(email);
  return recordAtVersionOne(
    newsletterStreamId(subscriberId),
    'NewsletterSubscribed',
    subscriberId,
    { subscriberId, email },
    ['email'],
  );
}

describe('the key of an email', () => {
  it('seals its messages and subscription alike, so erasing the email leaves none of them readable', async () => {
    const email = newEmail();
    const someoneElse = newEmail();
    const messages = [await sendMessage(email), await sendMessage(email.toUpperCase())];
    const [subscription] = await subscribe(email);
    const othersMessage = await sendMessage(someoneElse);
    const subject = fingerprints.fingerprint(email);
    for (const recorded of [...messages, subscription])
      expect(recorded?.metadata.dataSubjectId).toBe(subject);

    expect(await erase(` ${email.toUpperCase()} `)).toMatchObject({ erased: true });

    for (const recorded of [...messages, subscription]) expect(await emailIn(recorded)).toBeNull();
    expect(await emailIn(othersMessage)).toBe(someoneElse);
    expect(await erase(email)).toEqual({ erased: false, position: null });
  });

  it('moves on at an erasure: what the email sends afterwards is readable, and a new subscription is kept', async () => {
    const email = newEmail();
    await sendMessage(email);
    await subscribe(email);
    await erase(email);

    const message = await sendMessage(email);
    const subscriptions = await subscribe(email);

    expect(await emailIn(message)).toBe(email);
    expect(subscriptions).toHaveLength(2);
    expect(await emailIn(subscriptions[1])).toBe(email);
    expect(await emailIn(subscriptions[0])).toBeNull();
  });

  it('reaches what an older data folder holds: messages sealed alone, and subscriptions of the first scheme', async () => {
    const email = newEmail();
    const olderMessages = [await recordOlderMessage(email), await recordOlderMessage(email.toUpperCase())];
    const olderSubscription = await recordOlderSubscription(email);
    const othersOlderMessage = await recordOlderMessage(newEmail());
    for (const recorded of [...olderMessages, olderSubscription])
      expect(await emailIn(recorded)).toMatch(new RegExp(email, 'i'));

    const { position } = await erase(email);

    for (const recorded of [...olderMessages, olderSubscription]) expect(await emailIn(recorded)).toBeNull();
    expect(await emailIn(othersOlderMessage)).not.toBeNull();
    const erasure = (await shop.recordedEvents('CorrespondentErased')).find(
      (event) => event.position === position,
    );
    const olderMessageIds = olderMessages.map((event) => (event.data as { messageId: string }).messageId);
    expect(erasure?.data).toMatchObject({ olderMessageIds });
  });

  it('finishes an erasure that stopped once it was recorded, before the keys went', async () => {
    const email = newEmail();
    const message = await sendMessage(email);
    const emailFingerprint = fingerprints.fingerprint(email);
    await handleCommand(
      shop.shop.eventSourcing,
      correspondentDecider,
      correspondentStreamId(emailFingerprint),
      { type: 'EraseCorrespondent', data: { emailFingerprint, olderMessageIds: [] } },
      systemContext(randomUUID()),
    );
    expect(await emailIn(message)).toBe(email);

    expect(await erase(email)).toEqual({ erased: false, position: null });

    expect(await emailIn(message)).toBeNull();
  });
});

describe('`customer:erase` for someone who never opened an account', () => {
  it('erases the messages and the subscription of their email, and says when there was nothing', async () => {
    const email = newEmail();
    const message = await sendMessage(email);
    const [subscription] = await subscribe(email);
    const run = (argument: string) => {
      const cli = runEntryPoint(
        'apps/server/src/cli/customer-erase.ts',
        { DATA_DIR: shop.dataDir, LOG_LEVEL: 'warn' },
        [argument],
      );
      return cli.exited.then((code) => ({ code, output: cli.output() }));
    };

    expect(await run(email)).toMatchObject({
      code: 0,
      output: expect.stringContaining('no longer readable'),
    });

    expect(await emailIn(message)).toBeNull();
    expect(await emailIn(subscription)).toBeNull();
    expect(await run(email)).toMatchObject({ code: 1, output: expect.stringContaining('No account') });
  });
});
