import { describe, expect, it } from 'vitest';
import { newEventId } from './event-id';

describe('newEventId', () => {
  it('is a UUID', () => {
    expect(newEventId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('orders ids as they were made, even many in one millisecond, so the index on ids grows at its end', () => {
    const ids = Array.from({ length: 10_000 }, newEventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
