import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import type { StoredDocument } from '../read-store/read-store';
import { documentProjection } from './document-projection';
import type { ProjectionCollections } from './projection';
import { asProjected } from './testing/projection-specification';

/** A small made-up domain, so each rule of the helper shows on its own. */
type TallyEvent =
  | { type: 'TallyOpened'; data: { tallyId: string } }
  | { type: 'TallyCounted'; data: { tallyId: string; by: number } }
  | { type: 'TalliesCountedTogether'; data: { tallyIds: string[] } }
  | { type: 'TallyClosed'; data: { tallyId: string } }
  | { type: 'TallyHidden'; data: { tallyId: string } }
  | { type: 'SomethingElse'; data: { tallyId: string } };

interface TallyView extends StoredDocument {
  count: number;
  hidden: boolean;
}

const tallies = documentProjection<TallyEvent, TallyView, Exclude<TallyEvent['type'], 'SomethingElse'>>({
  name: 'tallies',
  version: 1,
  collection: 'tallies',
  handles: ['TallyOpened', 'TallyCounted', 'TalliesCountedTogether', 'TallyClosed', 'TallyHidden'],
  documentId: (event) => (event.type === 'TalliesCountedTogether' ? event.data.tallyIds : event.data.tallyId),
  evolve(tally, event, tallyId) {
    switch (event.type) {
      case 'TallyOpened':
        return { _id: tallyId, count: 0, hidden: false };
      case 'TallyCounted':
        return tally && { ...tally, count: tally.count + event.data.by };
      case 'TalliesCountedTogether':
        return tally && { ...tally, count: tally.count + 1 };
      case 'TallyHidden':
        return tally && { ...tally, hidden: true };
      case 'TallyClosed':
        return null;
    }
  },
  views: {
    visible_tallies: { of: (tally) => (tally.hidden ? null : { _id: tally._id, count: tally.count }) },
  },
});

const opened = (tallyId: string): TallyEvent => ({ type: 'TallyOpened', data: { tallyId } });
const counted = (tallyId: string, by = 1): TallyEvent => ({ type: 'TallyCounted', data: { tallyId, by } });
const closed = (tallyId: string): TallyEvent => ({ type: 'TallyClosed', data: { tallyId } });
const hidden = (tallyId: string): TallyEvent => ({ type: 'TallyHidden', data: { tallyId } });

describe('document projections', () => {
  let readStore: EmbeddedReadStore;
  let collections: ProjectionCollections;
  const documents = (name: string) => collections.collection(name).find({}, { sort: { _id: 1 } });
  /** The history as the log holds it: the i-th event at position i + 1. */
  const history = (events: readonly TallyEvent[]) => events.map((event, index) => asProjected(event, index));

  beforeEach(async () => {
    readStore = await EmbeddedReadStore.open({ file: ':memory:' });
    collections = { collection: <T extends StoredDocument>(name: string) => readStore.collection<T>(name) };
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await readStore.close();
  });

  it('keeps the position of the last event each document applied beside it', async () => {
    await tallies.apply(history([opened('t-1'), opened('t-2'), counted('t-1')]), collections);

    expect(await documents('tallies')).toEqual([
      { _id: 't-1', count: 1, hidden: false, appliedPosition: 3 },
      { _id: 't-2', count: 0, hidden: false, appliedPosition: 2 },
    ]);
  });

  it('skips events a document has already applied, so a suffix delivered again counts once', async () => {
    const events = history([
      opened('t-1'),
      counted('t-1', 2),
      counted('t-1', 3),
      opened('t-2'),
      counted('t-2'),
    ]);
    await tallies.apply(events, collections);

    await tallies.apply(events.slice(1), collections);
    await tallies.apply([events[2]!], collections);

    expect(await documents('tallies')).toEqual([
      { _id: 't-1', count: 5, hidden: false, appliedPosition: 3 },
      { _id: 't-2', count: 1, hidden: false, appliedPosition: 5 },
    ]);
  });

  it('reads the documents of a batch in one lookup and writes each changed one once', async () => {
    const store = collections.collection('tallies');
    const find = vi.spyOn(Object.getPrototypeOf(store), 'find');
    const writeBatch = vi.spyOn(Object.getPrototypeOf(store), 'writeBatch');

    await tallies.apply(
      history([opened('t-1'), counted('t-1'), opened('t-2'), counted('t-1'), counted('t-2')]),
      collections,
    );

    const lookups = find.mock.calls.filter((_, call) => find.mock.contexts[call] === store);
    expect(lookups).toEqual([[{ _id: { $in: ['t-1', 't-2'] } }]]);
    const writes = writeBatch.mock.calls.filter((_, call) => writeBatch.mock.contexts[call] === store);
    expect(writes).toEqual([
      [
        [
          { replace: { _id: 't-1', count: 2, hidden: false, appliedPosition: 4 } },
          { replace: { _id: 't-2', count: 1, hidden: false, appliedPosition: 5 } },
        ],
      ],
    ]);
  });

  it('looks up a large batch in a few lookups, never one per document', async () => {
    const store = collections.collection('tallies');
    const find = vi.spyOn(Object.getPrototypeOf(store), 'find');
    const ids = Array.from({ length: 1_200 }, (_, index) => `t-${index}`);

    await tallies.apply(history(ids.map(opened)), collections);

    expect(find.mock.contexts.filter((context) => context === store)).toHaveLength(3);
    expect(await store.count()).toBe(1_200);
  });

  it('deletes a document that evolves to null, and writes nothing for one created and closed in one batch', async () => {
    await tallies.apply(history([opened('t-1')]), collections);
    const store = collections.collection('tallies');
    const writeBatch = vi.spyOn(Object.getPrototypeOf(store), 'writeBatch');

    await tallies.apply(
      history([opened('t-1'), opened('t-2'), closed('t-2'), closed('t-1')]).slice(1),
      collections,
    );

    expect(await documents('tallies')).toEqual([]);
    const writes = writeBatch.mock.calls.filter((_, call) => writeBatch.mock.contexts[call] === store);
    expect(writes).toEqual([[[{ delete: 't-1' }]]]);
  });

  it('leaves alone the events it does not handle', async () => {
    const evolve = vi.fn();
    const strict = documentProjection<TallyEvent, TallyView>({
      name: 'strict',
      version: 1,
      collection: 'strict',
      handles: ['TallyOpened'],
      documentId: (event) =>
        event.type === 'TalliesCountedTogether' ? event.data.tallyIds : event.data.tallyId,
      evolve: (_tally, _event, tallyId) => {
        evolve(tallyId);
        return { _id: tallyId, count: 0, hidden: false };
      },
    });

    await strict.apply(
      history([{ type: 'SomethingElse', data: { tallyId: 't-9' } }, opened('t-1')]),
      collections,
    );

    expect(evolve.mock.calls).toEqual([['t-1']]);
  });

  it('changes every document an event names', async () => {
    await tallies.apply(
      history([
        opened('t-1'),
        opened('t-2'),
        opened('t-3'),
        { type: 'TalliesCountedTogether', data: { tallyIds: ['t-1', 't-3'] } },
      ]),
      collections,
    );

    expect((await documents('tallies')).map(({ _id, count }) => [_id, count])).toEqual([
      ['t-1', 1],
      ['t-2', 0],
      ['t-3', 1],
    ]);
  });

  it('keeps a derived view of each document, leaving out the ones it hides', async () => {
    await tallies.apply(history([opened('t-1'), opened('t-2'), counted('t-2'), hidden('t-1')]), collections);

    expect(await documents('visible_tallies')).toEqual([{ _id: 't-2', count: 1 }]);
    expect(tallies.collections).toEqual({ tallies: [], visible_tallies: [] });
  });

  it('rewrites the view of a document whose events it skips, as after a crash between the two writes', async () => {
    const events = history([opened('t-1'), counted('t-1')]);
    await tallies.apply(events, collections);
    await collections.collection('visible_tallies').deleteOne({ _id: 't-1' });

    await tallies.apply(events.slice(1), collections);

    expect(await documents('visible_tallies')).toEqual([{ _id: 't-1', count: 1 }]);
  });
});
