import { describe, expect, it } from 'vitest';
import { MemoisedFunction } from './memoised-function';

describe('MemoisedFunction', () => {
  it('works a value out once and answers the same argument from what it kept, null included', () => {
    const asked: string[] = [];
    const memo = new MemoisedFunction(10, (path: string) => {
      asked.push(path);
      return path.startsWith('/trpc/') ? path.length : null;
    });

    expect([memo.of('/trpc/a'), memo.of('/trpc/a'), memo.of('/other'), memo.of('/other')]).toEqual([
      7,
      7,
      null,
      null,
    ]);
    expect(asked).toEqual(['/trpc/a', '/other']);
  });

  it('never holds more than its size: the one used longest ago goes first', () => {
    const asked: number[] = [];
    const memo = new MemoisedFunction(2, (n: number) => {
      asked.push(n);
      return n * 2;
    });

    for (const n of [1, 2, 3, 1, 3]) memo.of(n);

    // 3 arrives with 1 and 2 kept: 1 goes; 1 is worked out again (2 goes), and 3 is still kept.
    expect(asked).toEqual([1, 2, 3, 1]);
  });
});
