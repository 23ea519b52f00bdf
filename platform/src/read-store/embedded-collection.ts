import { Query } from 'mingo';
import type { CollectionData } from './collection-data';
import { insertedDocument, updatedDocument } from './document-update';
import { assertDefinedFilter } from './filter-check';
import { copyJson, toStoredDocument } from './json-document';
import { pagedFind } from './paged-find';
import type {
  Collection,
  DocumentWrite,
  Filter,
  FindOptions,
  IndexSpec,
  ProjectionSpec,
  StoredDocument,
  Update,
  UpdateResult,
} from './read-store';

/** How a collection handle reaches its data, which a drop or another process's writes may replace. */
export interface CollectionDirectory {
  /** The collection for a query, other processes' flushed writes taken in; undefined when it does not exist. */
  forRead(name: string): CollectionData | undefined;
  /** The collection as this process holds it, for a write that may find nothing to change. */
  existing(name: string): CollectionData | undefined;
  /** The collection for a write, created empty when it does not exist yet. */
  forWrite(name: string): CollectionData;
}

const NOTHING_MATCHED: UpdateResult = { matched: 0, modified: 0, upsertedId: null };

/**
 * A collection of the embedded store. Query and update semantics are mingo's (MongoDB's); this class only
 * picks candidate documents (pagedFind for sorted and paged finds), keeps what it stores and returns private
 * (copies), and enforces indexes.
 */
export class EmbeddedCollection<T extends StoredDocument = StoredDocument> implements Collection<T> {
  constructor(
    readonly name: string,
    private readonly directory: CollectionDirectory,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    assertDefinedFilter(filter);
    const data = this.directory.forRead(this.name);
    if (!data) return [];
    return this.#select(data, filter, options).map(copyJson) as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'sort' | 'projection'> = {}): Promise<T | null> {
    assertDefinedFilter(filter);
    const data = this.directory.forRead(this.name);
    if (!data) return null;
    const found =
      options.sort || options.projection
        ? this.#select(data, filter, { ...options, limit: 1 })[0]
        : firstMatch(data, filter);
    return found ? (copyJson(found) as T) : null;
  }

  async count(filter: Filter = {}): Promise<number> {
    assertDefinedFilter(filter);
    const data = this.directory.forRead(this.name);
    if (!data) return 0;
    if (Object.keys(filter).length === 0) return data.size;
    let count = 0;
    for (const _ of matches(data, filter)) count++;
    return count;
  }

  async insertOne(document: T): Promise<void> {
    const stored = toStoredDocument(document);
    this.directory.forWrite(this.name).insert(stored);
  }

  async upsert(document: T): Promise<void> {
    const stored = toStoredDocument(document);
    this.directory.forWrite(this.name).replace(stored);
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertDefinedFilter(filter);
    const data = this.directory.existing(this.name);
    const current = data && firstMatch(data, filter);
    if (data && current) {
      const modified = updateDocument(data, current, filter, update);
      return { matched: 1, modified: modified ? 1 : 0, upsertedId: null };
    }
    if (!options.upsert) return NOTHING_MATCHED;
    const inserted = toStoredDocument(insertedDocument(filter, update));
    this.directory.forWrite(this.name).insert(inserted);
    return { matched: 0, modified: 0, upsertedId: inserted._id };
  }

  /** Not atomic, like MongoDB's: when a document breaks a unique index, the ones updated before it stay updated. */
  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertDefinedFilter(filter);
    const data = this.directory.existing(this.name);
    if (!data) return NOTHING_MATCHED;
    const targets = [...matches(data, filter)];
    let modified = 0;
    for (const current of targets) {
      if (updateDocument(data, current, filter, update)) modified++;
    }
    return { matched: targets.length, modified, upsertedId: null };
  }

  async deleteOne(filter: Filter): Promise<number> {
    assertDefinedFilter(filter);
    const data = this.directory.existing(this.name);
    const target = data && firstMatch(data, filter);
    return target && data.delete(target._id) ? 1 : 0;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    assertDefinedFilter(filter);
    const data = this.directory.existing(this.name);
    if (!data) return 0;
    let deleted = 0;
    for (const target of [...matches(data, filter)]) {
      if (data.delete(target._id)) deleted++;
    }
    return deleted;
  }

  /** Synchronous in memory, so the journal flushes the whole batch in the transaction of this turn. */
  async writeBatch(writes: readonly DocumentWrite<T>[]): Promise<void> {
    if (writes.length === 0) return;
    // Every document is checked before the first write, so a document JSON cannot hold changes nothing.
    const checked = writes.map((write) =>
      'replace' in write ? { replace: toStoredDocument(write.replace) } : write,
    );
    const data = this.directory.forWrite(this.name);
    for (const write of checked) {
      if ('replace' in write) data.replace(write.replace);
      else data.delete(write.delete);
    }
  }

  async createIndex(index: IndexSpec): Promise<void> {
    this.directory.forWrite(this.name).createIndex(index);
  }

  /** Matching stored documents, sorted, paged and projected (projected ones may share parts). */
  #select(data: CollectionData, filter: Filter, options: FindOptions): StoredDocument[] {
    const { sort, skip, limit, projection } = options;
    // A mingo cursor costs more than the scan itself on small results (compiling the filter, a projection
    // stage per document); plain matching and picking whole top-level fields need none.
    if (!sort && !skip && !limit) {
      if (!projection) return [...matches(data, filter)];
      const picked = topLevelInclusion(projection);
      if (picked) return Array.from(matches(data, filter), (document) => picked(document));
    }
    return pagedFind(data, filter, options);
  }
}

/**
 * A projection that only includes whole top-level fields (`{ name: 1, price: 1 }`, `_id` left out with
 * `_id: 0`), as a function picking them from a document, in the document's order with `_id` first, as
 * MongoDB does; null for any other projection (exclusions, dotted paths), which mingo applies.
 */
function topLevelInclusion(
  projection: ProjectionSpec,
): ((document: StoredDocument) => StoredDocument) | null {
  const fields = new Set<string>();
  let withId = true;
  for (const [field, include] of Object.entries(projection)) {
    if (field === '_id') withId = Boolean(include);
    else if (!include || field.includes('.') || field.startsWith('$')) return null;
    else fields.add(field);
  }
  if (fields.size === 0) return null;
  return (document) => {
    const picked: Record<string, unknown> = withId ? { _id: document._id } : {};
    for (const field in document) if (fields.has(field)) picked[field] = document[field];
    return picked as StoredDocument;
  };
}

function updateDocument(
  data: CollectionData,
  current: StoredDocument,
  filter: Filter,
  update: Update,
): boolean {
  const { document, modified } = updatedDocument(current, filter, update);
  if (modified) data.replace(toStoredDocument(document));
  return modified;
}

function firstMatch(data: CollectionData, filter: Filter): StoredDocument | undefined {
  for (const document of matches(data, filter)) return document;
  return undefined;
}

function* matches(data: CollectionData, filter: Filter): Generator<StoredDocument> {
  const candidates = data.candidates(filter);
  if (isIdLookup(filter)) {
    // The candidates are exactly the documents with those ids, so there is nothing left to test.
    yield* candidates;
    return;
  }
  const query = new Query(filter);
  for (const document of candidates) {
    if (query.test(document)) yield document;
  }
}

/** A filter on `_id` alone, by one id or an `$in` list of ids: the candidates are exactly its matches. */
function isIdLookup(filter: Filter): boolean {
  for (const key in filter) if (key !== '_id') return false;
  const condition = filter._id;
  if (typeof condition === 'string') return true;
  if (typeof condition !== 'object' || condition === null) return false;
  const keys = Object.keys(condition);
  const listed = (condition as { $in?: unknown }).$in;
  return keys.length === 1 && Array.isArray(listed) && listed.every((id) => typeof id === 'string');
}
