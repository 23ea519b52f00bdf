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

  it('takes the work of one kind that queued behind a turn together, and answers each', async () => {
    const locks = new StreamLocks();
    const turns: string[][] = [];
    const reserve = (order: string) =>
      locks.runTogether('stocked-item-fig', 'reserve', order, async (orders) => {
        turns.push(orders);
        await pause();
        return orders.map((each) =>
          each === 'o-3' ? { error: new Error('Only 0 left') } : { result: `held for ${each}` },
        );
      });

    const answers = await Promise.allSettled(['o-1', 'o-2', 'o-3', 'o-4'].map(reserve));

    expect(turns).toEqual([['o-1'], ['o-2', 'o-3', 'o-4']]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 'held for o-1' },
      { status: 'fulfilled', value: 'held for o-2' },
      { status: 'rejected', reason: new Error('Only 0 left') },
      { status: 'fulfilled', value: 'held for o-4' },
    ]);
  });

  it('never takes work of another kind, or work run alone, into a turn', async () => {
    const locks = new StreamLocks();
    const turns: string[][] = [];
    const work = (items: string[]) => {
      turns.push(items);
      return pause().then(() => items.map((item) => ({ result: item })));
    };

    await Promise.all([
      locks.runTogether('product-1', 'edit', 'a', work),
      locks.runTogether('product-1', 'edit', 'b', work),
      locks.runTogether('product-1', 'track', 'c', work),
      locks.run('product-1', async () => turns.push(['alone'])),
      locks.runTogether('product-1', 'edit', 'd', work),
      locks.runTogether('product-1', 'edit', 'e', work),
    ]);

    expect(turns).toEqual([['a'], ['b'], ['c'], ['alone'], ['d', 'e']]);
  });

  it('fails every work of a turn whose run failed, and goes on', async () => {
    const locks = new StreamLocks();
    const failing = (item: string) =>
      locks.runTogether('coupon-SAVE10', 'claim', item, async () => {
        await pause();
        throw new Error('The event log is locked by another process');
      });
    const first = locks.run('coupon-SAVE10', pause);
    const outcomes = await Promise.allSettled([failing('a'), failing('b')]);
    await first;

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await locks.run('coupon-SAVE10', async () => 'next')).toBe('next');
  });
});
