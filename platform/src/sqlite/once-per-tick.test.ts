import { describe, expect, it } from 'vitest';
import { oncePerTick } from './once-per-tick';

const nextMacrotask = () => new Promise((resolve) => setImmediate(resolve));

describe('oncePerTick', () => {
  it('asks once for all the calls and continuations of one tick, and again in the next', async () => {
    let asked = 0;
    const version = oncePerTick(() => ++asked);

    expect([version(), version()]).toEqual([1, 1]);
    await Promise.resolve();
    expect(version()).toBe(1);

    await nextMacrotask();
    expect([version(), version()]).toEqual([2, 2]);
    expect(asked).toBe(2);
  });

  it('asks anew in every later tick, so nothing read lags behind a tick that began after a change', async () => {
    let dataVersion = 1;
    const version = oncePerTick(() => dataVersion);
    expect(version()).toBe(1);

    dataVersion = 2;
    await nextMacrotask();
    expect(version()).toBe(2);
    dataVersion = 3;
    await nextMacrotask();
    expect(version()).toBe(3);
  });
});
