import { Query } from 'mingo';
import type { CollectionData } from './collection-data';
import type { Filter, FindOptions, StoredDocument } from './read-store';
import { tieBroken, walkedPage } from './sorted-walk';

/**
 * The matching stored documents of a find with a sort, skip, limit or projection (projected ones may share
 * parts with the stored ones). Ties of the sort come out by `_id` ascending.
 *
 * Two paths give the same answer:
 * - the lookup: the documents the filter's narrowest lookup finds (by `_id`, or by an equality or `$in` on
 *   a single-field index; else every document), each tested with mingo, then sorted, skipped and limited;
 * - the walk: along a declared index whose fields lead the sort, testing each document until `skip + limit`
 *   match, with nothing to sort.
 * A walk that cannot stop early tests every document, which the lookup may spare. So a sorted find walks
 * when the filter allows no lookup; when it does, it walks only if the lookup finds more documents than the
 * page needs, and gives up for the lookup once it has tested as many documents as the lookup would have.
 * At worst that costs twice the lookup; a filter matching densely in the sort's order costs a page.
 */
export function pagedFind(data: CollectionData, filter: Filter, options: FindOptions): StoredDocument[] {
  const { sort, skip = 0, limit = 0, projection } = options;
  const query = new Query(filter);
  const lookup = data.lookup(filter);
  if (sort && isCount(skip) && isCount(limit)) {
    // MongoDB reads a limit of 0 as "no limit".
    const wanted = limit === 0 ? Number.POSITIVE_INFINITY : skip + limit;
    const walk = !lookup || lookup.size > wanted ? data.sortedWalk(sort) : undefined;
    const page = walk && walkedPage(walk, query, sort, wanted, lookup?.size ?? Number.POSITIVE_INFINITY);
    if (page) {
      const paged = page.slice(skip, wanted);
      return projection ? new Query({}).find<StoredDocument>(paged, projection).all() : paged;
    }
  }
  const cursor = query.find<StoredDocument>(data.found(lookup), projection);
  if (sort) cursor.sort(tieBroken(sort));
  if (skip) cursor.skip(skip);
  if (limit) cursor.limit(limit);
  return cursor.all();
}

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}
