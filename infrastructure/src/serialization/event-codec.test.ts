import { defineEvent } from '@verdant/domain/shared/event-definition';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RecordedEvent } from '../event-store/event-store';
import { EventCodec, EventSchemaError, UnreadableEventError } from './event-codec';

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
const codec = new EventCodec([PersonNamed]);

const recorded = (data: unknown, schemaVersion: number, type = 'PersonNamed'): RecordedEvent => ({
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
    schemaVersion,
  },
});

describe('event codec', () => {
  it('writes valid data with the current schema version', () => {
    expect(codec.encode({ type: 'PersonNamed', data: { firstName: 'Asha', lastName: 'Rao' } })).toEqual({
      type: 'PersonNamed',
      data: { firstName: 'Asha', lastName: 'Rao' },
      schemaVersion: 2,
    });
  });

  it('refuses data that breaks its schema, naming the field', () => {
    expect(() => codec.encode({ type: 'PersonNamed', data: { firstName: '', lastName: 'Rao' } })).toThrow(
      new EventSchemaError('PersonNamed', ['firstName: Too small: expected string to have >=1 characters']),
    );
  });

  it('refuses an event type that is not in the catalogue', () => {
    expect(() => codec.encode({ type: 'Unheard', data: {} })).toThrow(EventSchemaError);
  });

  it('upcasts data recorded under an older schema version, leaving the stored event as it was', () => {
    const old = recorded({ name: 'Asha Devi Rao' }, 1);
    expect(codec.decode(old)).toEqual({
      type: 'PersonNamed',
      data: { firstName: 'Asha', lastName: 'Devi Rao' },
    });
    expect(old.data).toEqual({ name: 'Asha Devi Rao' });
  });

  it('reads current data as it is', () => {
    expect(codec.decode(recorded({ firstName: 'Vikram', lastName: 'Shah' }, 2)).data).toEqual({
      firstName: 'Vikram',
      lastName: 'Shah',
    });
  });

  it('names stream and position of an event it cannot read', () => {
    expect(() => codec.decode(recorded({}, 2, 'Unheard'))).toThrow(
      new UnreadableEventError('person-1', 7n, 'unknown event type Unheard'),
    );
    expect(() => codec.decode(recorded({ firstName: 3 }, 2))).toThrow(/stream person-1 at position 7/);
    expect(() => codec.decode(recorded({ firstName: 'A', lastName: 'B' }, 3))).toThrow(
      /newer than this code knows/,
    );
  });

  it('refuses a definition that cannot upcast every older version', () => {
    expect(() =>
      defineEvent('Gappy', z.object({}), { schemaVersion: 3, upcasters: { 1: (data) => data } }),
    ).toThrow('Gappy: no upcaster from schema version 2');
  });
});
