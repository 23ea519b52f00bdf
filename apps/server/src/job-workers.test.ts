import { describe, expect, it } from 'vitest';
import { closeTogether } from './job-workers';

describe("closing the job queues' workers", () => {
  it('asks every queue to stop at once, and answers once all have drained', async () => {
    const asked: string[] = [];
    const drains = new Map<string, () => void>();
    const worker = (queue: string) => ({
      close: () =>
        new Promise<void>((drained) => {
          asked.push(queue);
          drains.set(queue, drained);
        }),
    });
    let closed = false;
    const closing = closeTogether(['mail', 'payments', 'reports', 'orders'].map(worker)).then(() => {
      closed = true;
    });

    // The mail queue is still draining its jobs, yet every later queue has been told to stop taking more.
    expect(asked).toEqual(['mail', 'payments', 'reports', 'orders']);
    for (const queue of ['payments', 'reports', 'orders']) drains.get(queue)?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    drains.get('mail')?.();
    await closing;
    expect(closed).toBe(true);
  });
});
