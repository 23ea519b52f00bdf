import { describe, expect, it } from 'vitest';
import { StreamLocks } from './stream-locks';

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('stream locks', () => {
  it('runs the work on one stream one at a time, in the order it came', async () => {
    const locks = new StreamLocks();
    const log: string[] = [];
    const work = (name: string) =>
      locks.run('coupon-WELCOME10', async () => {
        log.push(`${name} starts`);
        await pause();
        log.push(`${name} ends`);
        return name;
      });

    expect(await Promise.all([work('a'), work('b'), work('c')])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('lets work on other streams run alongside', async () => {
    const locks = new StreamLocks();
    const log: string[] = [];
    const work = (stream: string) =>
      locks.run(stream, async () => {
        log.push(`${stream} starts`);
        await pause();
        log.push(`${stream} ends`);
      });

    await Promise.all([work('cart-1'), work('cart-2')]);
    expect(log.slice(0, 2)).toEqual(['cart-1 starts', 'cart-2 starts']);
  });

  it('goes on with the next turn after a failure', async () => {
    const locks = new StreamLocks();
    const failed = locks.run('order-1', async () => {
      throw new Error('refused');
    });
    const next = locks.run('order-1', async () => 'next');

    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('next');
  });
});
