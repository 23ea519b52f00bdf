import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineEvent } from '@verdant/domain/shared/event-definition';
import { personal } from '@verdant/domain/shared/personal-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EventMetadata, RecordedEvent } from '../event-store/event-store';
import { type PersonalDataKeys, SubjectErasedError } from '../personal-data/personal-data-keys';
import { SqlitePersonalDataKeys } from '../personal-data/sqlite-personal-data-keys';
import { EventCodec, EventSchemaError, UnreadableEventError } from './event-codec';
import { isSharedCopy } from './testing/is-shared-copy';

/** Version 1 stored one `name`; version 2 splits it into first and last names. */
const PersonNamed = defineEvent(
  'PersonNamed',
  z.object({ firstName: z.string().min(1), lastName: z.string() }),
  {
    schemaVersion: 2,
    upcasters: {
      1: (data) => {
        const [firstName = '', ...rest] = String((data as { name: string }).name).split(' ');
        return { firstName, lastName: rest.join(' ') };
      },
    },
  },
);

const CustomerMoved = defineEvent(
  'CustomerMoved',
  z.object({
    customerId: z.string(),
    email: personal(z.email()),
    address: z.object({ city: z.string(), line1: personal(z.string().min(1)) }),
    note: personal(z.string()).optional(),
  }),
  { dataSubject: (data) => data.customerId },
);

const recorded = (
  data: unknown,
  metadata: Partial<EventMetadata> & { schemaVersion: number },
  type: string,
): RecordedEvent => ({
  id: 'e-1',
  streamId: 'person-1',
  revision: 0n,
  position: 7n,
  type,
  data,
  metadata: {
    correlationId: 'c',
    causationId: 'c',
    actor: { userId: null, role: 'system' },
    at: '2026-01-01T00:00:00.000Z',
    ...metadata,
  },
});

describe('event codec', () => {
  const codec = new EventCodec([PersonNamed]);

  it('writes valid data with the current schema version', async () => {
    expect(await codec.encode({ type: 'PersonNamed', data: { firstName: 'Asha', lastName: 'Rao' } })).toEqual(
      {
        type: 'PersonNamed',
        data: { firstName: 'Asha', lastName: 'Rao' },
        schemaVersion: 2,
        asRead: { firstName: 'Asha', lastName: 'Rao' },
      },
    );
  });

  it('refuses data that breaks its schema, naming the field', async () => {
    await expect(
      codec.encode({ type: 'PersonNamed', data: { firstName: '', lastName: 'Rao' } }),
    ).rejects.toThrow(
      new EventSchemaError('PersonNamed', ['firstName: Too small: expected string to have >=1 characters']),
    );
  });

  it('refuses an event type that is not in the catalogue', async () => {
    await expect(codec.encode({ type: 'Unheard', data: {} })).rejects.toBeInstanceOf(EventSchemaError);
  });

  it('upcasts data recorded under an older schema version, leaving the stored event as it was', async () => {
    const old = recorded({ name: 'Asha Devi Rao' }, { schemaVersion: 1 }, 'PersonNamed');
    expect(await codec.decode(old)).toEqual({
      type: 'PersonNamed',
      data: { firstName: 'Asha', lastName: 'Devi Rao' },
    });
    expect(old.data).toEqual({ name: 'Asha Devi Rao' });
  });

  it('reads current data as it is', async () => {
    const current = recorded({ firstName: 'Vikram', lastName: 'Shah' }, { schemaVersion: 2 }, 'PersonNamed');
    expect((await codec.decode(current)).data).toEqual({ firstName: 'Vikram', lastName: 'Shah' });
  });

  it('hands out data whose short strings are shared copies, both ways, so kept states hold each once', async () => {
    const parsed = () => JSON.parse('{"firstName":"Vikramaditya","lastName":"Shah-Raghunathan"}');
    expect(isSharedCopy(parsed().lastName)).toBe(false);

    const written = await codec.encode({ type: 'PersonNamed', data: parsed() });
    const read = await codec.decode(recorded(parsed(), { schemaVersion: 2 }, 'PersonNamed'));

    expect(isSharedCopy((written.data as { lastName: string }).lastName)).toBe(true);
    expect(isSharedCopy((read.data as { lastName: string }).lastName)).toBe(true);
  });

  it('names stream and position of an event it cannot read', async () => {
    await expect(codec.decode(recorded({}, { schemaVersion: 2 }, 'Unheard'))).rejects.toThrow(
      new UnreadableEventError('person-1', 7n, 'unknown event type Unheard'),
    );
    await expect(
      codec.decode(recorded({ firstName: 3 }, { schemaVersion: 2 }, 'PersonNamed')),
    ).rejects.toThrow(/stream person-1 at position 7/);
    await expect(
      codec.decode(recorded({ firstName: 'A', lastName: 'B' }, { schemaVersion: 3 }, 'PersonNamed')),
    ).rejects.toThrow(/newer than this code knows/);
  });

  it('refuses a definition that cannot upcast every older version', () => {
    expect(() =>
      defineEvent('Gappy', z.object({}), { schemaVersion: 3, upcasters: { 1: (data) => data } }),
    ).toThrow('Gappy: no upcaster from schema version 2');
  });

  it('refuses an event with personal fields that does not name its data subject', () => {
    const Anonymous = defineEvent('Anonymous', z.object({ email: personal(z.email()) }));
    expect(() => new EventCodec([Anonymous])).toThrow(
      'Anonymous has personal fields but does not name its data subject',
    );
  });
});

describe('personal data in events', () => {
  let directory: string;
  let keys: SqlitePersonalDataKeys;
  let codec: EventCodec;
  const moved = {
    customerId: 'customer-1',
    email: 'asha@example.in',
    address: { city: 'Pune', line1: '12 MG Road' },
    note: 'Leave with the neighbour',
  };

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-codec-'));
    keys = await SqlitePersonalDataKeys.open({ file: join(directory, 'keys.sqlite') });
    codec = new EventCodec([CustomerMoved], keys);
  });

  afterAll(async () => {
    await keys.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** What a move of `customerId` reads as once they were erased: the city only. */
  const erased = (customerId: string) => ({
    customerId,
    email: null,
    address: { city: 'Pune', line1: null },
    note: null,
  });

  async function store(data: typeof moved) {
    const encoded = await codec.encode({ type: 'CustomerMoved', data });
    return recorded(
      encoded.data,
      { schemaVersion: encoded.schemaVersion, dataSubjectId: encoded.dataSubjectId },
      'CustomerMoved',
    );
  }

  it('stores personal fields sealed, never in the clear, and names whose key sealed them', async () => {
    const event = await store(moved);

    const stored = JSON.stringify(event.data);
    expect(stored).not.toContain('asha@example.in');
    expect(stored).not.toContain('MG Road');
    expect(stored).not.toContain('neighbour');
    expect(stored).toContain('Pune');
    expect(event.metadata.dataSubjectId).toBe('customer-1');
  });

  it('reads sealed fields back as they were written', async () => {
    expect((await codec.decode(await store(moved))).data).toEqual(moved);
  });

  it('opens the sealed fields in a copy, leaving the recorded event that its readers share as stored', async () => {
    const event = await store(moved);
    const asStored = structuredClone(event.data);

    await codec.decode(event);

    expect(event.data).toEqual(asStored);
  });

  it('refuses a sealed field moved into another customer’s event', async () => {
    const asha = await store(moved);
    const other = await store({ ...moved, customerId: 'customer-2', email: 'ravi@example.in' });
    const forged = {
      ...other,
      data: { ...(other.data as object), email: (asha.data as { email: unknown }).email },
    };

    await expect(codec.decode(forged)).rejects.toThrow('a personal field does not open with its key');
  });

  it('reads an erased customer’s personal fields as null and keeps the rest of the history', async () => {
    const event = await store({ ...moved, customerId: 'customer-3' });

    expect(await keys.erase('customer-3')).toBe(true);

    expect((await codec.decode(event)).data).toEqual(erased('customer-3'));
  });

  it('decodes an event object once for all the readers handed it, frozen so none can change it', async () => {
    const event = await store({ ...moved, customerId: 'customer-5' });
    const opened: string[] = [];
    const countingKeys: PersonalDataKeys = {
      keyFor: (subjectId) => keys.keyFor(subjectId),
      find: (subjectId) => {
        opened.push(subjectId);
        return keys.find(subjectId);
      },
      erase: (subjectId) => keys.erase(subjectId),
      close: async () => {},
    };
    const sharing = new EventCodec([CustomerMoved], countingKeys);

    const decodings = await Promise.all([1, 2, 3].map(() => sharing.decodeShared(event)));

    expect(opened).toEqual(['customer-5']);
    expect(decodings[1]).toBe(decodings[0]);
    expect(decodings[0]!.data).toEqual({ ...moved, customerId: 'customer-5' });
    expect(Object.isFrozen((decodings[0]!.data as typeof moved).address)).toBe(true);
    // Another object with the same content is another reader's: decoded on its own.
    await sharing.decodeShared({ ...event });
    expect(opened).toHaveLength(2);
  });

  it('keeps no refused decoding: every reader of a forged event meets the refusal', async () => {
    const asha = await store(moved);
    const other = await store({ ...moved, customerId: 'customer-6' });
    const forged = {
      ...other,
      data: { ...(other.data as object), email: (asha.data as { email: unknown }).email },
    };

    await expect(codec.decodeShared(forged)).rejects.toThrow('a personal field does not open with its key');
    await expect(codec.decodeShared(forged)).rejects.toThrow('a personal field does not open with its key');
  });

  describe('an event this process appended', () => {
    async function appended(id: string, data: typeof moved) {
      const encoded = await codec.encode({ type: 'CustomerMoved', data });
      const event = recorded(
        encoded.data,
        { schemaVersion: encoded.schemaVersion, dataSubjectId: encoded.dataSubjectId },
        'CustomerMoved',
      );
      codec.rememberAppended(id, { type: 'CustomerMoved', data: encoded.asRead });
      return { encoded, event: { ...event, id } };
    }

    it('is encoded with its data as a reader of the stored event decodes it', async () => {
      const { encoded, event } = await appended('appended-1', { ...moved, customerId: 'customer-7' });

      const fromStore = await new EventCodec([CustomerMoved], keys).decode(event);

      expect(encoded.asRead).toEqual(fromStore.data);
    });

    it('is read as it was encoded, frozen, without reading the stored data again', async () => {
      const { encoded, event } = await appended('appended-2', { ...moved, customerId: 'customer-8' });
      // Stored data no reader could decode: only the decoding kept from the append explains what is read.
      const unreadable = { ...event, data: {} };

      const [read, shared] = await Promise.all([codec.decode(unreadable), codec.decodeShared(unreadable)]);

      expect(read.data).toBe(encoded.asRead);
      expect(shared).toBe(read);
      expect(Object.isFrozen((read.data as typeof moved).address)).toBe(true);
    });

    it('is read from the store once its customer was erased: their personal fields read as null', async () => {
      const { event } = await appended('appended-3', { ...moved, customerId: 'customer-9' });

      await keys.erase('customer-9');

      expect((await codec.decode(event)).data).toEqual(erased('customer-9'));
    });

    it('is read from the store once 2,048 more were appended after it', async () => {
      const { event } = await appended('appended-4', { ...moved, customerId: 'customer-10' });
      const asAppended = await codec.decode(event);
      for (let more = 0; more < 2_048; more++)
        codec.rememberAppended(`later-${more}`, {
          type: 'PersonNamed',
          data: { firstName: 'A', lastName: '' },
        });

      const read = await codec.decode(event);

      expect(read.data).not.toBe(asAppended.data);
      expect(read.data).toEqual(asAppended.data);
    });
  });

  it('records nothing more for an erased customer', async () => {
    await keys.erase('customer-4');
    await expect(
      codec.encode({ type: 'CustomerMoved', data: { ...moved, customerId: 'customer-4' } }),
    ).rejects.toBeInstanceOf(SubjectErasedError);
  });
});
