import { describe, expect, it } from 'vitest';
import { walkShape } from './sorted-walk';

describe('walkShape', () => {
  it('walks forward for the index direction and backward for the reverse', () => {
    expect(walkShape({ placedAt: -1 }, { placedAt: -1 })).toEqual({
      reversed: false,
      leading: 1,
      ties: 'in order',
    });
    expect(walkShape({ placedAt: -1 }, { placedAt: 1 })).toEqual({
      reversed: true,
      leading: 1,
      ties: 'reversed',
    });
  });

  it('follows an `_id` after the index fields: ties come by `_id` ascending on a forward walk', () => {
    expect(walkShape({ total: -1 }, { total: -1, _id: -1 })?.ties).toBe('reversed');
    expect(walkShape({ total: -1 }, { total: 1, _id: -1 })?.ties).toBe('in order');
    expect(walkShape({ total: -1 }, { total: 1, _id: 1 })?.ties).toBe('reversed');
  });

  it('follows a compound index as far as the sort names its fields in matching directions', () => {
    const keys = { name: 1, placedAt: -1 } as const;
    expect(walkShape(keys, { name: 1, placedAt: -1 })).toEqual({
      reversed: false,
      leading: 2,
      ties: 'in order',
    });
    expect(walkShape(keys, { name: -1, placedAt: 1 })).toEqual({
      reversed: true,
      leading: 2,
      ties: 'reversed',
    });
    expect(walkShape(keys, { name: 1, placedAt: 1 })).toEqual({
      reversed: false,
      leading: 1,
      ties: 'unsorted',
    });
    expect(walkShape(keys, { name: 1 })).toEqual({ reversed: false, leading: 1, ties: 'unsorted' });
  });

  it('leaves ties to be sorted when the sort goes on past the index', () => {
    expect(walkShape({ status: 1 }, { status: 1, total: -1 })).toEqual({
      reversed: false,
      leading: 1,
      ties: 'unsorted',
    });
  });

  it('finds no walk unless the sort starts with the index first field, in plain directions', () => {
    expect(walkShape({ name: 1, placedAt: -1 }, { placedAt: -1 })).toBeUndefined();
    expect(walkShape({ total: 1 }, { _id: 1, total: 1 })).toBeUndefined();
    expect(walkShape({ total: 1 }, { total: 'asc' } as never)).toBeUndefined();
    expect(walkShape({ total: 'hashed' } as never, { total: 1 })).toBeUndefined();
  });
});
