import { describe, expect, it } from 'vitest';
import { SortedList } from './sorted-list';

const byNumber = (left: number, right: number) => left - right;

describe('SortedList', () => {
  it('stays sorted through thousands of inserts and deletes, across blocks that split and empty', () => {
    let state = 3;
    const random = (below: number) => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return Math.floor((state / 2 ** 32) * below);
    };
    const list = new SortedList(byNumber, [10, 20, 30]);
    const held = new Set([10, 20, 30]);
    for (let write = 0; write < 6_000; write++) {
      const value = random(4_000);
      if (held.delete(value)) {
        expect(list.delete(value)).toBe(true);
      } else {
        held.add(value);
        list.insert(value);
      }
    }
    const expected = [...held].sort(byNumber);
    expect([...list.ascending()]).toEqual(expected);

    for (const value of expected) expect(list.delete(value)).toBe(true);
    expect([...list.descending()]).toEqual([]);
    list.insert(7);
    expect([...list.descending()]).toEqual([7]);
  });

  it('finds nothing to delete or swap for an item it does not hold', () => {
    const list = new SortedList(byNumber, [1, 3]);

    expect(list.delete(2)).toBe(false);
    expect(list.swap(4)).toBe(false);
    expect(new SortedList(byNumber).delete(1)).toBe(false);
  });

  it('swaps an item for one comparing equal, in place', () => {
    const byRank = (left: { rank: number }, right: { rank: number }) => left.rank - right.rank;
    const first = { rank: 1, name: 'first' };
    const list = new SortedList(byRank, [first, { rank: 2, name: 'second' }]);

    const replacement = { rank: 1, name: 'replacement' };
    expect(list.swap(replacement)).toBe(true);

    expect([...list.ascending()].map(({ name }) => name)).toEqual(['replacement', 'second']);
  });
});
