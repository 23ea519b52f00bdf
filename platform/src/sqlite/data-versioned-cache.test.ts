import { describe, expect, it } from 'vitest';
import { DataVersionedCache } from './data-versioned-cache';

describe('DataVersionedCache', () => {
  it('keeps values while the data version stands, and drops them all when it moves', () => {
    let dataVersion = 1;
    const kept = new DataVersionedCache<string, number>(() => dataVersion, 10);
    kept.set('cart-a', 3);
    kept.set('cart-b', 5);

    expect(kept.get('cart-a')).toBe(3);
    dataVersion = 2;
    expect(kept.get('cart-b')).toBeUndefined();
    expect(kept.get('cart-a')).toBeUndefined();
  });

  it('forgets what it is told to, and holds at most its size', () => {
    const kept = new DataVersionedCache<string, number>(() => 1, 2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.delete('a');
    expect(kept.get('a')).toBeUndefined();

    kept.set('c', 3);
    kept.set('d', 4);
    expect([kept.get('b'), kept.get('c'), kept.get('d')]).toEqual([undefined, undefined, 4]);

    kept.clear();
    expect(kept.get('d')).toBeUndefined();
  });
});
