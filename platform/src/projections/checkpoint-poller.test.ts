import { describe, expect, it } from 'vitest';
import { CheckpointPoller } from './checkpoint-poller';

/** A stored checkpoint and a log head the test moves, with the reads of the head counted. */
function storedProgress(checkpoint: bigint, head: bigint) {
  const progress = { checkpoint, head, headReads: 0 };
  const poller = new CheckpointPoller(
    async () => progress.checkpoint,
    async () => {
      progress.headReads += 1;
      return progress.head;
    },
    1,
  );
  return Object.assign(progress, { poller });
}

const CAPPED_AT_HEAD = { cappedAtHead: true };

describe('checkpoint poller', () => {
  it('waits for a position past the head of the log, capped at it, only until the head is applied', async () => {
    const progress = storedProgress(5n, 5n);

    expect(await progress.poller.waitFor('categories', 999_999n, 5_000, CAPPED_AT_HEAD)).toBe(true);
  });

  it('waits for the head as it stood when the checkpoint was found behind', async () => {
    const progress = storedProgress(5n, 7n);
    const waiting = progress.poller.waitFor('categories', 999_999n, 5_000, CAPPED_AT_HEAD);
    await expect.poll(() => progress.headReads).toBe(1);
    progress.head = 9n;

    progress.checkpoint = 7n;
    expect(await waiting).toBe(true);
    expect(progress.headReads).toBe(1);
  });

  it('asks the log for its head only while a waiter capped at it is behind', async () => {
    const progress = storedProgress(5n, 5n);

    expect(await progress.poller.waitFor('categories', 5n, 5_000, CAPPED_AT_HEAD)).toBe(true);
    expect(await progress.poller.waitFor('categories', 999_999n, 50)).toBe(false);
    expect(progress.headReads).toBe(0);
  });
});
