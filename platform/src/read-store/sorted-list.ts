/** Past this many items a block splits in two: an insert or delete moves at most this many items. */
const BLOCK_LIMIT = 1_024;
const BLOCK_START = BLOCK_LIMIT / 2;

/**
 * Distinct items kept in order while they are constantly inserted and deleted: sorted blocks of at most
 * BLOCK_LIMIT items, found by binary search. One sorted array would move half of a 100,000-item collection
 * on every write; a balanced tree would cost an object per item.
 */
export class SortedList<T> {
  readonly #blocks: T[][] = [];

  /** `sorted` must already be in order, without two items comparing equal. */
  constructor(
    private readonly compare: (left: T, right: T) => number,
    sorted: readonly T[] = [],
  ) {
    for (let start = 0; start < sorted.length; start += BLOCK_START) {
      this.#blocks.push(sorted.slice(start, start + BLOCK_START));
    }
  }

  insert(item: T): void {
    const blockIndex = this.#blockFor(item);
    const block = this.#blocks[blockIndex];
    if (!block) {
      this.#blocks.push([item]);
    } else {
      block.splice(this.#positionIn(block, item), 0, item);
      if (block.length > BLOCK_LIMIT) this.#blocks.splice(blockIndex + 1, 0, block.splice(BLOCK_START));
    }
  }

  /** Removes the item comparing equal to `item`; false when there is none. */
  delete(item: T): boolean {
    const found = this.#find(item);
    if (!found) return false;
    found.block.splice(found.position, 1);
    if (found.block.length === 0) this.#blocks.splice(found.blockIndex, 1);
    return true;
  }

  /** Puts `replacement` in the place of the item comparing equal to it; false when there is none. */
  swap(replacement: T): boolean {
    const found = this.#find(replacement);
    if (found) found.block[found.position] = replacement;
    return found !== undefined;
  }

  *ascending(): Generator<T> {
    for (const block of this.#blocks) {
      for (let i = 0; i < block.length; i++) yield block[i]!;
    }
  }

  *descending(): Generator<T> {
    for (let b = this.#blocks.length - 1; b >= 0; b--) {
      const block = this.#blocks[b]!;
      for (let i = block.length - 1; i >= 0; i--) yield block[i]!;
    }
  }

  #find(item: T): { block: T[]; blockIndex: number; position: number } | undefined {
    const blockIndex = this.#blockFor(item);
    const block = this.#blocks[blockIndex];
    if (!block) return undefined;
    const position = this.#positionIn(block, item);
    const found = position < block.length && this.compare(block[position]!, item) === 0;
    return found ? { block, blockIndex, position } : undefined;
  }

  /** The first block whose last item is not before `item`, else the last block (-1 when there is none). */
  #blockFor(item: T): number {
    let low = 0;
    let high = this.#blocks.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const block = this.#blocks[middle]!;
      if (this.compare(block[block.length - 1]!, item) < 0) low = middle + 1;
      else high = middle;
    }
    return high;
  }

  /** Where `item` sits or would sit in `block`: the first position whose item is not before it. */
  #positionIn(block: T[], item: T): number {
    let low = 0;
    let high = block.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(block[middle]!, item) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
