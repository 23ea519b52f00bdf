import { describe, expect, it } from 'vitest';
import { newEventId } from './event-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newEventId', () => {
  it('makes distinct version 7 UUIDs, past many refills of its random pool', () => {
    const ids = Array.from({ length: 10_000 }, newEventId);
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('orders ids by the millisecond they were made in, so the index on ids grows at its end', async () => {
    const made: string[] = [];
    for (let round = 0; round < 5; round++) {
      made.push(newEventId());
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect([...made].sort()).toEqual(made);
  });
});
