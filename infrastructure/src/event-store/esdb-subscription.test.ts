import { AccessDeniedError, UnavailableError } from '@eventstore/db-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EsdbSubscription } from './esdb-subscription';
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

  function subscribe(after = 0n) {
    const client = new FakeEsdbClient();
    const subscription = new EsdbSubscription(client.asClient(), after, () => {});
    const iterator = subscription[Symbol.asyncIterator]();
    const nextPosition = async () => {
      const result = await iterator.next();
      if (result.done) throw new Error('the subscription ended');
      return result.value.position;
    };
    return { client, subscription, iterator, nextPosition };
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

  it('backs off 100ms, then twice as long after each failure in a row, from 100ms again once confirmed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, subscription, iterator } = subscribe();
    const pending = iterator.next();
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));
    const expectResubscribedAfter = async (delayMs: number) => {
      const before = client.subscriptions.length;
      client.subscriptions.at(-1)!.destroy(lost());
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(client.subscriptions).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(client.subscriptions).toHaveLength(before + 1);
    };

    await expectResubscribedAfter(100);
    await expectResubscribedAfter(200);
    await expectResubscribedAfter(400);
    client.subscriptions.at(-1)!.emit('confirmation');
    await expectResubscribedAfter(100);

    await subscription.close();
    expect(await pending).toEqual({ done: true, value: undefined });
  });

  it('caps the back-off at 5s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client, subscription, iterator } = subscribe();
    const pending = iterator.next();
    await vi.waitFor(() => expect(client.subscriptions).toHaveLength(1));
    for (const delay of [100, 200, 400, 800, 1_600, 3_200]) {
      client.subscriptions.at(-1)!.destroy(lost());
      await vi.advanceTimersByTimeAsync(delay);
    }
    const before = client.subscriptions.length;

    client.subscriptions.at(-1)!.destroy(lost());
    await vi.advanceTimersByTimeAsync(4_999);
    expect(client.subscriptions).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.subscriptions).toHaveLength(before + 1);

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
