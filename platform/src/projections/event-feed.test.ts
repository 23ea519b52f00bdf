import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TopicEvent } from '../testing/test-domain';
import { EventFeed, type FeedStep } from './event-feed';
import { openRunnerTestStores, record, systemMetadata } from './testing/runner-test-kit';

type Stores = Awaited<ReturnType<typeof openRunnerTestStores>>;

const created = (topicId: string): TopicEvent => ({
  type: 'TopicCreated',
  data: { topicId, name: topicId, slug: topicId },
});
const deleted = (topicId: string): TopicEvent => ({
  type: 'TopicDeleted',
  data: { topicId, slug: topicId },
});

/** What a step says, with the events reduced to their type and position. */
const summary = (step: FeedStep) => ({
  events: step.events.map((event) => `${event.type}@${event.position}`),
  position: step.position,
  read: step.read,
  live: step.live,
});

describe('event feed', () => {
  let stores: Stores;
  const feedOf = (handles: readonly string[], batchSize = 2) =>
    new EventFeed(stores.eventStore, stores.codec, handles, batchSize);

  beforeEach(async () => {
    stores = await openRunnerTestStores();
  });
  afterEach(async () => {
    await stores.close();
  });

  it('hands the history in batches, says when it has caught up, then hands each new event', async () => {
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a'), deleted('a'), created('b')]);
    const feed = feedOf(['TopicCreated']);
    const steps = feed.from(0n);

    expect(summary((await steps.next()).value!)).toEqual({
      events: ['TopicCreated@1'],
      position: 2n,
      read: 2,
      live: false,
    });
    expect(summary((await steps.next()).value!)).toEqual({
      events: ['TopicCreated@3'],
      position: 3n,
      read: 1,
      live: false,
    });
    expect(summary((await steps.next()).value!)).toEqual({ events: [], position: 3n, read: 0, live: true });

    const next = steps.next();
    await record(stores.eventStore, stores.codec, 'topic-c', [created('c')]);
    expect(summary((await next).value!)).toEqual({
      events: ['TopicCreated@4'],
      position: 4n,
      read: 1,
      live: true,
    });
    await feed.close();
    expect((await steps.next()).done).toBe(true);
  });

  it('starts after the position it is given, with the events as projections see them', async () => {
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a'), created('b')]);
    const steps = feedOf(['TopicCreated']).from(1n);

    const [event] = (await steps.next()).value!.events;
    expect(event).toMatchObject({
      ...created('b'),
      streamId: 'topic-a',
      revision: 1n,
      position: 2n,
      metadata: { actor: { role: 'system' } },
    });
    await steps.return(undefined);
  });

  it('stops at an event type nobody knows, naming where it is', async () => {
    await stores.eventStore.append(
      'mystery-1',
      [{ type: 'SomethingNobodyDefined', data: {}, metadata: systemMetadata() }],
      {
        expectedRevision: 'any',
      },
    );

    await expect(feedOf(['TopicCreated']).from(0n).next()).rejects.toThrow(
      'Unreadable event in stream mystery-1 at position 1: unknown event type SomethingNobodyDefined',
    );
  });

  it('ends when closed while its caller handles the step that says it caught up', async () => {
    await record(stores.eventStore, stores.codec, 'topic-a', [created('a')]);
    const feed = feedOf(['TopicCreated']);
    const steps = feed.from(0n);
    await steps.next();
    expect((await steps.next()).value!.live).toBe(true);

    await feed.close();

    expect((await steps.next()).done).toBe(true);
  });
});
