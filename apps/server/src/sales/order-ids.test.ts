import { describe, expect, it } from 'vitest';
import { orderIdFor } from './order-ids';

describe('order ids', () => {
  it('names the same order for the same customer and key, and another for any other', () => {
    const id = orderIdFor('c-1', '0a1b2c3d-0000-4000-8000-000000000001');
    expect(orderIdFor('c-1', '0a1b2c3d-0000-4000-8000-000000000001')).toBe(id);
    expect(orderIdFor('c-1', '0a1b2c3d-0000-4000-8000-000000000002')).not.toBe(id);
    expect(orderIdFor('c-2', '0a1b2c3d-0000-4000-8000-000000000001')).not.toBe(id);
  });

  it('is shaped as a version 5 UUID', () => {
    expect(orderIdFor('c-1', 'key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
