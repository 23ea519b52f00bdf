import { Query } from 'mingo';
import type { IndexOrder } from './index-order';
import type { SortSpec, StoredDocument } from './read-store';

/**
 * How a sort follows an index: which way to walk it, how many of its leading fields the sort names, and
 * how documents tied on those fields come out of the walk relative to the sort's order:
 * - 'in order': already as the sort wants them (ties by `_id` ascending, or the sort's own `_id` direction);
 * - 'reversed': in the opposite order (a backward walk meets `_id`s descending), so each tie is reversed;
 * - 'unsorted': the sort goes on with fields the walk does not follow, so each tie is sorted by mingo.
 */
export interface WalkShape {
  reversed: boolean;
  leading: number;
  ties: 'in order' | 'reversed' | 'unsorted';
}

export interface SortedWalk extends WalkShape {
  order: IndexOrder;
}

/**
 * The sort with `_id` ascending as its last key unless it names `_id`: both of the embedded store's paths
 * then break ties alike, where MongoDB leaves their order unspecified.
 */
export function tieBroken(sort: SortSpec): SortSpec {
  return '_id' in sort ? sort : { ...sort, _id: 1 };
}

/**
 * How `sort` can walk an index of `keys`: it must start with the index's first field, either way round, and
 * both must be plain ascending or descending keys (a text or hashed index keeps no order to walk).
 */
export function walkShape(keys: Record<string, 1 | -1>, sort: SortSpec): WalkShape | undefined {
  const indexKeys = Object.entries(keys);
  const sortKeys = Object.entries(sort);
  const plain = ([, direction]: [string, unknown]) => direction === 1 || direction === -1;
  if (!sortKeys.every(plain) || !indexKeys.every(plain)) return undefined;
  const [firstIndexKey] = indexKeys;
  const [firstSortKey] = sortKeys;
  if (!firstIndexKey || !firstSortKey || firstIndexKey[0] !== firstSortKey[0]) return undefined;
  const reversed = firstIndexKey[1] !== firstSortKey[1];
  let leading = 1;
  while (leading < indexKeys.length && leading < sortKeys.length) {
    const [field, direction] = indexKeys[leading]!;
    const [sortField, sortDirection] = sortKeys[leading]!;
    if (field !== sortField || (direction !== sortDirection) !== reversed) break;
    leading++;
  }
  const rest = sortKeys.slice(leading);
  const idDirection = rest.length === 0 ? 1 : rest.length === 1 && rest[0]![0] === '_id' ? rest[0]![1] : 0;
  if (leading < indexKeys.length || idDirection === 0) return { reversed, leading, ties: 'unsorted' };
  // The order keeps ties by `_id` ascending: a forward walk meets them so, a backward walk the other way.
  return { reversed, leading, ties: (idDirection === 1) !== reversed ? 'in order' : 'reversed' };
}

/**
 * The first `wanted` matches (or a few more) in the sort's order, found by walking the index and testing
 * each document against the filter; undefined once `allowance` documents were tested without filling the
 * page, so the caller can take a cheaper path.
 */
export function walkedPage(
  walk: SortedWalk,
  query: Query,
  sort: SortSpec,
  wanted: number,
  allowance: number,
): StoredDocument[] | undefined {
  const page: StoredDocument[] = [];
  const settle = (tied: StoredDocument[]) => {
    const settled =
      walk.ties === 'reversed' ? tied.reverse() : tied.length > 1 ? sortedByMingo(tied, sort) : tied;
    for (const document of settled) page.push(document);
  };
  let tied: StoredDocument[] = [];
  let previous: StoredDocument | undefined;
  let tested = 0;
  for (const document of walk.order.documents(walk.reversed)) {
    if (
      previous &&
      walk.ties !== 'in order' &&
      !walk.order.sameLeadingValues(previous, document, walk.leading)
    ) {
      settle(tied);
      tied = [];
      if (page.length >= wanted) return page;
    }
    previous = document;
    if (tested++ === allowance) return undefined;
    if (!query.test(document)) continue;
    if (walk.ties !== 'in order') tied.push(document);
    else if (page.push(document) >= wanted) return page;
  }
  settle(tied);
  return page;
}

function sortedByMingo(documents: StoredDocument[], sort: SortSpec): StoredDocument[] {
  return new Query({}).find<StoredDocument>(documents).sort(tieBroken(sort)).all();
}
