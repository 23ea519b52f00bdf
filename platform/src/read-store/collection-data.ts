import { DocumentIndex, type IndexEntries, type IndexedScalar } from './document-index';
import { IndexOrder } from './index-order';
import {
  DuplicateKeyError,
  type Filter,
  type IndexSpec,
  type SortSpec,
  type StoredDocument,
} from './read-store';
import { type SortedWalk, type WalkShape, walkShape } from './sorted-walk';

/** Where a collection's changes go to be persisted. */
export interface CollectionJournal {
  documentWritten(collection: string, document: StoredDocument): void;
  documentDeleted(collection: string, id: string): void;
  indexesChanged(collection: string, indexes: IndexSpec[]): void;
}

/** The documents a filter can be narrowed to without testing any, by `_id` or by a single-field index. */
export interface Lookup {
  /** How many ids `ids()` returns at most. */
  size: number;
  ids(): Iterable<string>;
}

/**
 * One collection in memory: documents by `_id` plus its declared indexes. Stored documents are never mutated
 * in place (a change replaces the document), so they can be shared with the write-behind journal and held
 * by the indexes' orders.
 */
export class CollectionData {
  readonly #documents = new Map<string, StoredDocument>();
  readonly #indexes = new Map<string, DocumentIndex>();
  /** Built for an index the first time a find sorts along it, then kept up to date by every write. */
  readonly #orders = new Map<string, IndexOrder>();

  constructor(
    readonly name: string,
    private readonly journal: CollectionJournal,
    stored: { documents: Iterable<StoredDocument>; indexes: IndexSpec[] } = { documents: [], indexes: [] },
  ) {
    for (const document of stored.documents) this.#documents.set(document._id, document);
    for (const spec of stored.indexes) this.#indexes.set(DocumentIndex.nameOf(spec), this.#built(spec));
  }

  get size(): number {
    return this.#documents.size;
  }

  get(id: string): StoredDocument | undefined {
    return this.#documents.get(id);
  }

  indexSpecs(): IndexSpec[] {
    return [...this.#indexes.values()].map((index) => index.spec);
  }

  /**
   * The documents that may match `filter`, found by its narrowest lookup, else all of them. The caller still
   * tests each candidate against the filter.
   */
  candidates(filter: Filter): Iterable<StoredDocument> {
    return this.found(this.lookup(filter));
  }

  /** The documents a lookup found, or every document without one. */
  found(lookup: Lookup | undefined): Iterable<StoredDocument> {
    if (!lookup) return this.#documents.values();
    const found: StoredDocument[] = [];
    for (const id of lookup.ids()) {
      const document = this.#documents.get(id);
      if (document) found.push(document);
    }
    return found;
  }

  /**
   * The narrowest lookup `filter` allows: by its `_id` or list of `_id`s, else by the equality or `$in` of
   * scalars on a single-field index that finds the fewest documents; undefined when it allows none.
   */
  lookup(filter: Filter): Lookup | undefined {
    const id = equalityValue(filter._id);
    if (typeof id === 'string') return { size: 1, ids: () => [id] };
    const listedIds = valuesListed(filter._id);
    // A string `_id` can equal only a string, but a regular expression in the list may match it too.
    if (listedIds?.every((value) => value === null || isScalar(value))) {
      const ids = new Set(listedIds.filter(isString));
      return { size: ids.size, ids: () => ids };
    }
    let narrowest: Lookup | undefined;
    for (const index of this.#indexes.values()) {
      const field = index.singleField;
      const condition = field === undefined ? undefined : filter[field];
      const equal = equalityValue(condition);
      const values = equal === undefined ? valuesListed(condition) : [equal];
      if (!values?.every(isScalar)) continue;
      const size = index.candidateCount(values);
      if (!narrowest || size < narrowest.size) narrowest = { size, ids: () => index.candidatesFor(values) };
    }
    return narrowest;
  }

  /**
   * A walk in `sort`'s order along the declared index that follows the most of it, if that index's fields
   * can be ordered now (see IndexOrder).
   */
  sortedWalk(sort: SortSpec): SortedWalk | undefined {
    let chosen: { index: DocumentIndex; shape: WalkShape } | undefined;
    for (const index of this.#indexes.values()) {
      const shape = walkShape(index.spec.keys, sort);
      if (shape && (!chosen || followsMore(shape, chosen.shape))) chosen = { index, shape };
    }
    if (!chosen) return undefined;
    let order = this.#orders.get(chosen.index.name);
    if (!order) {
      order = new IndexOrder(chosen.index.spec.keys, this.#documents.values());
      this.#orders.set(chosen.index.name, order);
    }
    return order.walkable ? { order, ...chosen.shape } : undefined;
  }

  insert(document: StoredDocument): void {
    if (this.#documents.has(document._id)) throw new DuplicateKeyError(this.name, { _id: document._id });
    this.#store(document);
  }

  /** Stores `document`, replacing the one with the same `_id` if there is one. */
  replace(document: StoredDocument): void {
    this.#store(document);
  }

  delete(id: string): boolean {
    const deleted = this.#documents.get(id);
    if (!deleted) return false;
    this.#documents.delete(id);
    for (const index of this.#indexes.values()) index.set(id, undefined);
    for (const order of this.#orders.values()) order.replace(deleted, undefined);
    this.journal.documentDeleted(this.name, id);
    return true;
  }

  /**
   * Takes in what another process wrote to the collection and flushed to the file, without journaling it
   * again. Trusted like a collection read from the file: the writer checked the unique indexes.
   */
  takeIn({ written, deleted }: { written: readonly StoredDocument[]; deleted: readonly string[] }): void {
    // Every changed document leaves the indexes first: a unique key may have passed from one to another.
    for (const id of [...deleted, ...written.map((document) => document._id)]) {
      const previous = this.#documents.get(id);
      if (!previous) continue;
      for (const index of this.#indexes.values()) index.set(id, undefined);
      for (const order of this.#orders.values()) order.replace(previous, undefined);
      this.#documents.delete(id);
    }
    for (const document of written) {
      for (const index of this.#indexes.values()) index.set(document._id, index.entriesOf(document));
      for (const order of this.#orders.values()) order.replace(undefined, document);
      this.#documents.set(document._id, document);
    }
  }

  /** Idempotent. Refuses, changing nothing, when the documents already break a unique index being declared. */
  createIndex(spec: IndexSpec): void {
    const name = DocumentIndex.nameOf(spec);
    const existing = this.#indexes.get(name);
    if (existing) {
      if (existing.unique !== (spec.unique === true)) {
        throw new Error(`index ${name} on ${this.name} already exists with different options`);
      }
      return;
    }
    const index = new DocumentIndex({ keys: { ...spec.keys }, unique: spec.unique === true });
    for (const document of this.#documents.values()) {
      const entries = index.entriesOf(document);
      const conflict = index.conflictWith(document._id, entries);
      if (conflict) throw new DuplicateKeyError(this.name, conflict);
      index.set(document._id, entries);
    }
    this.#indexes.set(name, index);
    this.journal.indexesChanged(this.name, this.indexSpecs());
  }

  #store(document: StoredDocument): void {
    const entries: IndexEntries[] = [];
    for (const index of this.#indexes.values()) {
      const entriesOfIndex = index.entriesOf(document);
      const conflict = index.conflictWith(document._id, entriesOfIndex);
      if (conflict) throw new DuplicateKeyError(this.name, conflict);
      entries.push(entriesOfIndex);
    }
    let position = 0;
    for (const index of this.#indexes.values()) index.set(document._id, entries[position++]);
    const previous = this.#documents.get(document._id);
    for (const order of this.#orders.values()) order.replace(previous, document);
    this.#documents.set(document._id, document);
    this.journal.documentWritten(this.name, document);
  }

  /** Trusted: loaded documents were checked when first stored, so a broken unique index is not re-checked. */
  #built(spec: IndexSpec): DocumentIndex {
    const index = new DocumentIndex(spec);
    for (const document of this.#documents.values()) index.set(document._id, index.entriesOf(document));
    return index;
  }
}

/** The scalar a filter condition requires by equality (`value` or `{ $eq: value }`), if it is one. */
function equalityValue(condition: unknown): string | number | boolean | undefined {
  if (isScalar(condition)) return condition;
  if (typeof condition === 'object' && condition !== null && Object.keys(condition).length === 1) {
    const operand = (condition as { $eq?: unknown }).$eq;
    if (isScalar(operand)) return operand;
  }
  return undefined;
}

/** The values of an `{ $in: [...] }` condition, if it is one. */
function valuesListed(condition: unknown): unknown[] | undefined {
  if (typeof condition !== 'object' || condition === null || Object.keys(condition).length !== 1)
    return undefined;
  const listed = (condition as { $in?: unknown }).$in;
  return Array.isArray(listed) ? listed : undefined;
}

/** Prefers the index the sort follows further, then one whose ties need no sorting. */
function followsMore(shape: WalkShape, other: WalkShape): boolean {
  if (shape.leading !== other.leading) return shape.leading > other.leading;
  return shape.ties !== 'unsorted' && other.ties === 'unsorted';
}

function isScalar(value: unknown): value is IndexedScalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
