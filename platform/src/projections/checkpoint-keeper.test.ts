import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedReadStore } from '../read-store/embedded-read-store';
import type { CheckpointStore } from '../read-store/read-store';
import { CheckpointKeeper, CheckpointMovedError } from './checkpoint-keeper';

const KEY = 'projection:categories:v1';

describe('checkpoint keeper', () => {
  let readStore: EmbeddedReadStore;
  let checkpoints: CheckpointStore;
  let saves: bigint[];
  const keeper = (onBackgroundFailure = vi.fn()) =>
    new CheckpointKeeper(
      checkpoints,
      KEY,
      { checkpointDelayMs: 20, checkpointEveryEvents: 100 },
      onBackgroundFailure,
    );

  beforeEach(async () => {
    vi.useFakeTimers();
    readStore = await EmbeddedReadStore.open({ file: ':memory:' });
    saves = [];
    const stored = readStore.checkpoints;
    checkpoints = {
      load: (key) => stored.load(key),
      save: (key, position, expected) => {
        saves.push(position);
        return stored.save(key, position, expected);
      },
      delete: (key) => stored.delete(key),
    };
  });
  // Closed while its timers are still fake: Node's real clearImmediate, handed a fake immediate, would
  // corrupt the process's queue of immediates, and nothing scheduled with setImmediate would run again.
  afterEach(async () => {
    await readStore.close();
    vi.useRealTimers();
  });

  it('saves once a little after the last of several events, not once per event', async () => {
    const checkpoint = keeper();
    checkpoint.advanceTo(1n, 1);
    checkpoint.advanceTo(2n, 1);
    await vi.advanceTimersByTimeAsync(10);
    checkpoint.advanceTo(3n, 1);
    expect(saves).toEqual([]);

    await vi.advanceTimersByTimeAsync(20);

    expect(saves).toEqual([3n]);
    expect(await checkpoints.load(KEY)).toBe(3n);
  });

  it('saves at once every so many events while catching up', async () => {
    const checkpoint = keeper();
    checkpoint.advanceTo(500n, 60);
    checkpoint.advanceTo(1_000n, 60);
    await vi.advanceTimersByTimeAsync(0);

    expect(saves).toEqual([1_000n]);
  });

  it('saves nothing when nothing new was applied since the last save', async () => {
    const checkpoint = keeper();
    checkpoint.advanceTo(4n, 1);
    await checkpoint.save();
    await checkpoint.save();

    expect(saves).toEqual([4n]);
  });

  it('starts from the stored checkpoint, and from nothing when there is none', async () => {
    const fresh = keeper();
    expect(await fresh.load()).toBeNull();
    expect(fresh.position).toBe(0n);

    await checkpoints.save(KEY, 42n, null);
    const resumed = keeper();
    expect(await resumed.load()).toBe(42n);
    expect(resumed.position).toBe(42n);
  });

  it('finds out a second runner of the same version at its next save', async () => {
    const first = keeper();
    const secondFailed = vi.fn();
    const second = keeper(secondFailed);
    await first.load();
    await second.load();
    first.advanceTo(5n, 1);
    await first.save();

    second.advanceTo(7n, 1);
    await expect(second.save()).rejects.toBeInstanceOf(CheckpointMovedError);
    second.advanceTo(8n, 1);
    await vi.advanceTimersByTimeAsync(20);

    expect(secondFailed).toHaveBeenCalledWith(expect.any(CheckpointMovedError));
    expect(await checkpoints.load(KEY)).toBe(5n);
  });
});
