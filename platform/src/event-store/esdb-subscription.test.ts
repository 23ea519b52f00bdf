import {
  AccessDeniedError,
  excludeSystemEvents,
  UnavailableError,
  UnknownError,
} from '@eventstore/db-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EsdbSubscription, type SubscriptionRetry } from './esdb-subscription';
import { FakeEsdbClient } from './testing/fake-esdb-client';

/*
 * The supervision logic against a fake client, because no EventStoreDB runs here; the contract suite
 * checks the real thing when EVENTSTORE_URL is set.
 */
describe('EsdbSubscription supervision', () => {
  const lost = () => new UnavailableError(undefined, 'connection lost');

  afterEach(() => {
    vi.useRealTimers();
  });

  /** `performance` is the subscription's clock: faking it too lets a test move time past the window. */
  const useFakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });

  function subscribe(after = 0n, retry: Partial<SubscriptionRetry> = {}) {
    const client = new FakeEsdbClient();
    const subscription = new EsdbSubscription(client.asClient(), after, () => {}, retry);
    const iterator = subscription[Symbol.asyncIterator]();
    const nextPosition = async () => {
      const result = await iterator.next();
      if (result.done) throw new Error('the subscription ended');
      return result.value.position;
    };
    return { client, subscription, iterator, nextPosition };
  }

  /** Breaks the current server subscription and checks the next one comes exactly `delayMs` later. */
  async function expectResubscribedAfter(client: FakeEsdbClient, delayMs: number) {
    const before = client.subscriptions.length;
    client.subscriptions.at(-1)!.destroy(lost());
    if (delayMs > 0) {
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(client.subscriptions).toHaveLength(before);
    }
    await vi.advanceTimersByTimeAsync(1);
    expect(client.subscriptions).toHaveLength(before + 1);
  }

  it('subscribes from the start, or after the given position', async () => {
    const fromStart = subscribe();
    const fromMiddle = subscribe(42n);

    const pulls = [fromStart.iterator.next(), fromMiddle.iterator.next()];
    await vi.waitFor(() => expect(fromMiddle.client.subscriptions).toHaveLength(1));

    expect(fromStart.client.subscriptions[0]!.fromPosition).toBe('start');
    expect(fromMiddle.client.subscriptions[0]!.fromPosition).toEqual({ commit: 42n, prepare: 42n });
    await Promise.all([fromStart.subscription.close(), fromMiddle.subscription.close()]);
    await Promise.all(pulls);
  });

  it('resubscribes after the last event handed over when the connection drops, without gaps or duplicates', async () => {
    const { client, subscription, nextPosition } = subscribe();
    const delivered = [nextPosition(), nextPosition()];
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));
    const [first] = client.subscriptions;
    first!.deliver(10n, 20n, 30n);
    expect(await Promise.all(delivered)).toEqual([10n, 20n]);

    first!.destroy(lost());
    const resumed = [nextPosition(), nextPosition()];
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(2), { timeout: 5_000 });
    const [, second] = client.subscriptions;
    second!.deliver(20n, 30n, 40n);

    expect(await Promise.all(resumed)).toEqual([30n, 40n]);
    expect(second!.fromPosition).toEqual({ commit: 20n, prepare: 20n });
    expect(first!.unsubscribed).toBe(true);
    await subscription.close();
  });

  it('waits a random part of a ceiling that doubles with each failure, from 100ms up to 5s', async () => {
    useFakeClock();
    const randoms = [0.5, 0.5, 0.25, 0, 0.5, 0.1, 0.999, 0.999];
    const { client, subscription, iterator } = subscribe(0n, {
      maxFailures: 20,
      random: () => randoms.shift()!,
    });
    const pending = iterator.next();
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));

    // Ceilings 100, 200, 400, 800, 1600, 3200, then 5000.
    for (const delayMs of [50, 100, 100, 0, 800, 320, 4_995, 4_995]) {
      await expectResubscribedAfter(client, delayMs);
    }

    await subscription.close();
    expect(await pending).toEqual({ done: true, value: undefined });
  });

  it('gives up on the 8th failure within 60s, even when the server confirms each subscription', async () => {
    useFakeClock();
    const { client, iterator } = subscribe();
    let outcome: unknown;
    iterator.next().then(
      (result) => (outcome = result),
      (error: unknown) => (outcome = error),
    );
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));

    for (let failure = 1; failure <= 8; failure++) {
      const current = client.subscriptions.at(-1)!;
      current.emit('confirmation');
      current.destroy(new UnknownError(undefined, 'stream reset'));
      await vi.advanceTimersByTimeAsync(5_000);
    }

    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe(
      'EventStoreDB subscription to $all gave up after 8 failures within 60s; the last: stream reset',
    );
    expect(client.subscriptions).toHaveLength(8);
  });

  it('keeps subscribing again, from the shortest wait, while failures are more than 60s apart', async () => {
    useFakeClock();
    const { client, subscription, nextPosition } = subscribe(0n, { random: () => 0.5 });
    const firstPull = nextPosition();
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));
    client.subscriptions[0]!.deliver(10n);
    await firstPull;
    const resumed = nextPosition();

    for (let failure = 1; failure <= 20; failure++) {
      await vi.advanceTimersByTimeAsync(61_000);
      await expectResubscribedAfter(client, 50);
    }

    client.subscriptions.at(-1)!.deliver(20n);
    expect(await resumed).toBe(20n);
    await subscription.close();
  });

  it('asks the server to leave out its own events', async () => {
    const { client, subscription, iterator } = subscribe();
    const subscribeToAll = vi.spyOn(client, 'subscribeToAll');
    const pending = iterator.next();
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));

    expect(subscribeToAll).toHaveBeenCalledWith(expect.objectContaining({ filter: excludeSystemEvents() }));
    await subscription.close();
    await pending;
  });

  it('ends the iteration with an error that subscribing again cannot fix', async () => {
    const { client, iterator } = subscribe();
    const pending = iterator.next();
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));

    client.subscriptions[0]!.destroy(new AccessDeniedError(undefined, 'access denied'));

    await expect(pending).rejects.toBeInstanceOf(AccessDeniedError);
    expect(client.subscriptions).toHaveLength(1);
  });

  it('ends a waiting next() on close and cancels the server subscription', async () => {
    const { client, subscription, iterator } = subscribe();
    const pending = iterator.next();
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));

    await subscription.close();

    expect(await pending).toEqual({ done: true, value: undefined });
    expect(client.subscriptions[0]!.unsubscribed).toBe(true);
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });

  it('ends on close while waiting to subscribe again, without subscribing', async () => {
    const { client, subscription, iterator } = subscribe();
    const pending = iterator.next();
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));
    client.subscriptions[0]!.destroy(lost());
    await new Promise((resolve) => setImmediate(resolve));

    await subscription.close();

    expect(await pending).toEqual({ done: true, value: undefined });
    expect(client.subscriptions).toHaveLength(1);
  });
});
