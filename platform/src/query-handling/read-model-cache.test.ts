import { describe, expect, it } from 'vitest';
import { ReadModelCache } from './read-model-cache';

describe('read-model answers kept until the read model moves on', () => {
  it('answers again from memory while the version stands, and works it out anew when it changes', async () => {
    const cache = new ReadModelCache<{ total: number }>(10);
    let computed = 0;
    const compute = async () => ({ total: ++computed });

    expect(await cache.answer('cactus', '7:3', compute)).toEqual({ total: 1 });
    expect(await cache.answer('cactus', '7:3', compute)).toEqual({ total: 1 });
    expect(await cache.answer('cactus', '8:3', compute)).toEqual({ total: 2 });
    expect(await cache.answer('ferns', '8:3', compute)).toEqual({ total: 3 });
  });

  it('keeps no more answers than it was given room for', async () => {
    const cache = new ReadModelCache<{ key: string }>(2);
    let computed = 0;
    const compute = (key: string) => async () => {
      computed++;
      return { key };
    };
    for (const key of ['a', 'b', 'c']) await cache.answer(key, '1', compute(key));
    await cache.answer('a', '1', compute('a'));
    expect(computed).toBe(4);
  });
});
