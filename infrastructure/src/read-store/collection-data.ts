import { DocumentIndex, type IndexEntries } from './document-index';
import { DuplicateKeyError, type Filter, type IndexSpec, type StoredDocument } from './read-store';

/** Where a collection's changes go to be persisted. */
export interface CollectionJournal {
  documentWritten(collection: string, document: StoredDocument): void;
  documentDeleted(collection: string, id: string): void;
  indexesChanged(collection: string, indexes: IndexSpec[]): void;
}

/**
 * One collection in memory: documents by `_id` plus its declared indexes. Stored documents are never mutated
 * in place (a change replaces the document), so they can be shared with the write-behind journal.
 */
export class CollectionData {
  readonly #documents = new Map<string, StoredDocument>();
  readonly #indexes = new Map<string, DocumentIndex>();

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
   * The documents that may match `filter`, found by `_id` or a single-field index when the filter has an
   * equality on one, else all of them. The caller still tests each candidate against the filter.
   */
  candidates(filter: Filter): Iterable<StoredDocument> {
    const ids = this.#idsNarrowedBy(filter);
    if (!ids) return this.#documents.values();
    const found: StoredDocument[] = [];
    for (const id of ids) {
      const document = this.#documents.get(id);
      if (document) found.push(document);
    }
    return found;
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
    if (!this.#documents.delete(id)) return false;
    for (const index of this.#indexes.values()) index.set(id, undefined);
    this.journal.documentDeleted(this.name, id);
    return true;
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
    this.#documents.set(document._id, document);
    this.journal.documentWritten(this.name, document);
  }

  #idsNarrowedBy(filter: Filter): Iterable<string> | undefined {
    const id = equalityValue(filter._id);
    if (typeof id === 'string') return [id];
    const ids = idsListed(filter._id);
    if (ids) return ids;
    for (const index of this.#indexes.values()) {
      const field = index.singleField;
      const value = field === undefined ? undefined : equalityValue(filter[field]);
      if (value !== undefined) return index.candidatesFor(value);
    }
    return undefined;
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

/** The ids of an `{ $in: [...] }` condition on `_id` (only strings can match a string `_id`). */
function idsListed(condition: unknown): Set<string> | undefined {
  if (typeof condition !== 'object' || condition === null || Object.keys(condition).length !== 1)
    return undefined;
  const listed = (condition as { $in?: unknown }).$in;
  return Array.isArray(listed) ? new Set(listed.filter(isString)) : undefined;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
