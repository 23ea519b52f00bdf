import { describe, expect, it } from 'vitest';
import { IndexOrder } from './index-order';
import type { StoredDocument } from './read-store';

const idsOf = (order: IndexOrder, reversed = false) => [...order.documents(reversed)].map(({ _id }) => _id);

describe('IndexOrder', () => {
  it('orders by the index direction, null and missing after numbers descending, ties by _id ascending', () => {
    const order = new IndexOrder({ total: -1 }, [
      { _id: 'd', total: 500 },
      { _id: 'c' },
      { _id: 'b', total: null },
      { _id: 'a', total: 500 },
      { _id: 'e', total: 900 },
    ]);

    expect(idsOf(order)).toEqual(['e', 'a', 'd', 'b', 'c']);
    expect(idsOf(order, true)).toEqual(['c', 'b', 'd', 'a', 'e']);
  });

  it('puts null and missing first ascending, and follows dotted paths through objects', () => {
    const order = new IndexOrder({ 'customer.name': 1 }, [
      { _id: 'a', customer: { name: 'ravi' } },
      { _id: 'b', customer: 'guest' },
      { _id: 'c', customer: { name: 'asha' } },
      { _id: 'd' },
    ]);

    expect(idsOf(order)).toEqual(['b', 'd', 'c', 'a']);
    expect(order.walkable).toBe(true);
  });

  it('keeps its order through inserts, replaces that move a key, and deletes', () => {
    const first = { _id: 'a', placedAt: '2024-01-02' };
    const second = { _id: 'b', placedAt: '2024-01-04' };
    const order = new IndexOrder({ placedAt: -1 }, [first, second]);

    const third = { _id: 'c', placedAt: '2024-01-03' };
    order.replace(undefined, third);
    expect(idsOf(order)).toEqual(['b', 'c', 'a']);

    const moved = { _id: 'a', placedAt: '2024-01-05' };
    order.replace(first, moved);
    expect(idsOf(order)).toEqual(['a', 'b', 'c']);

    order.replace(second, undefined);
    expect(idsOf(order)).toEqual(['a', 'c']);
  });

  it('holds the new document after a replace that keeps its key, in the same place', () => {
    const before = { _id: 'a', total: 100, status: 'pending' };
    const order = new IndexOrder({ total: 1 }, [before, { _id: 'b', total: 100 }]);

    const after = { _id: 'a', total: 100, status: 'shipped' };
    order.replace(before, after);

    expect([...order.documents(false)][0]).toBe(after);
    expect(idsOf(order)).toEqual(['a', 'b']);
  });

  it('orders a compound index field by field, each in its own direction', () => {
    const order = new IndexOrder({ name: 1, placedAt: -1 }, [
      { _id: 'a', name: 'ravi', placedAt: '2024-01-01' },
      { _id: 'b', name: 'asha', placedAt: '2024-01-01' },
      { _id: 'c', name: 'ravi', placedAt: '2024-01-03' },
      { _id: 'd', name: null, placedAt: '2024-01-02' },
      { _id: 'e', name: 'ravi', placedAt: '2024-01-03' },
    ]);

    expect(idsOf(order)).toEqual(['d', 'b', 'c', 'e', 'a']);
    const [, , ravi, raviToo, raviLater] = [...order.documents(false)];
    expect(order.sameLeadingValues(ravi!, raviToo!, 2)).toBe(true);
    expect(order.sameLeadingValues(ravi!, raviLater!, 2)).toBe(false);
    expect(order.sameLeadingValues(ravi!, raviLater!, 1)).toBe(true);
  });

  it('is walkable only while every document holds null, numbers or strings, one type per field', () => {
    const numbers = { _id: 'a', total: 100 };
    const order = new IndexOrder({ total: 1 }, [numbers, { _id: 'b' }]);
    expect(order.walkable).toBe(true);

    for (const odd of ['100', true, [100], { paise: 100 }, []]) {
      const oddOne = { _id: 'c', total: odd };
      order.replace(undefined, oddOne);
      expect(order.walkable).toBe(false);
      order.replace(oddOne, undefined);
      expect(order.walkable).toBe(true);
    }

    const text = { _id: 'a', total: 'one hundred' };
    order.replace(numbers, text);
    expect(order.walkable).toBe(true);
    expect(idsOf(order)).toEqual(['b', 'a']);
  });

  it('is not walkable while a dotted path crosses an array', () => {
    const order = new IndexOrder({ 'lines.total': 1 }, [{ _id: 'a', lines: { total: 1 } }]);
    const crossing = { _id: 'b', lines: [{ total: 2 }] };

    order.replace(undefined, crossing);
    expect(order.walkable).toBe(false);
    order.replace(crossing, { _id: 'b', lines: { total: 2 } });
    expect(order.walkable).toBe(true);
    expect(idsOf(order)).toEqual(['a', 'b']);
  });

  it('keeps thousands of documents in order through random writes', () => {
    let state = 11;
    const random = (below: number) => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return Math.floor((state / 2 ** 32) * below);
    };
    const stored = new Map<string, StoredDocument>();
    const order = new IndexOrder({ total: -1 }, []);
    for (let write = 0; write < 20_000; write++) {
      const id = `o${random(5_000)}`;
      const previous = stored.get(id);
      const next = random(10) === 0 ? undefined : { _id: id, total: random(300) };
      order.replace(previous, next);
      if (next) stored.set(id, next);
      else stored.delete(id);
    }

    const expected = [...stored.values()]
      .sort((a, b) => (b.total as number) - (a.total as number) || (a._id < b._id ? -1 : 1))
      .map(({ _id }) => _id);
    expect(idsOf(order)).toEqual(expected);
    expect(idsOf(order, true)).toEqual([...expected].reverse());
  });
});
