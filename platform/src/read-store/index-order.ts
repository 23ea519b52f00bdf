import type { StoredDocument } from './read-store';
import { SortedList } from './sorted-list';

/** What a document holds at an indexed field, as far as ordering goes; missing reads as null. */
type OrderValue = null | number | string;

/** A value whose place MongoDB and mingo decide by rules this order does not follow (arrays, objects...). */
const UNORDERED = Symbol('unordered');

/**
 * A declared index's documents in the index's order, ties broken by `_id` ascending, so a sorted find can
 * walk them and stop at its page instead of sorting every match.
 *
 * It holds references to the stored documents themselves (never changed in place), so it costs a slot per
 * document. It orders only null, numbers and strings (null first, as MongoDB and mingo do); a document
 * holding anything else at an indexed field stays out of the order and makes the whole index unwalkable
 * until it changes, and so does a field holding numbers in some documents and strings in others.
 */
export class IndexOrder {
  readonly #paths: string[][];
  readonly #directions: (1 | -1)[];
  readonly #documents: SortedList<StoredDocument>;
  #unordered = 0;
  readonly #numbers: number[];
  readonly #strings: number[];

  constructor(keys: Record<string, 1 | -1>, documents: Iterable<StoredDocument>) {
    this.#paths = Object.keys(keys).map((field) => field.split('.'));
    this.#directions = Object.values(keys);
    this.#numbers = this.#paths.map(() => 0);
    this.#strings = this.#paths.map(() => 0);
    const keyed: { document: StoredDocument; values: OrderValue[] }[] = [];
    for (const document of documents) {
      const values = this.#valuesOf(document);
      if (this.#counted(values, 1)) keyed.push({ document, values });
    }
    // One sort of everything, each document's values read once, costs far less than inserting one by one.
    keyed.sort((left, right) =>
      this.#compareValues(left.values, left.document, right.values, right.document),
    );
    this.#documents = new SortedList(
      this.compare,
      keyed.map(({ document }) => document),
    );
  }

  /** Whether every document sits in the order, each field holding one type: only then may a find walk it. */
  get walkable(): boolean {
    return (
      this.#unordered === 0 && this.#numbers.every((numbers, i) => numbers === 0 || this.#strings[i] === 0)
    );
  }

  /** Moves a document from where `previous` sat to where `next` belongs (undefined for an insert or delete). */
  replace(previous: StoredDocument | undefined, next: StoredDocument | undefined): void {
    const previousOrdered = previous !== undefined && this.#counted(this.#valuesOf(previous), -1);
    const nextOrdered = next !== undefined && this.#counted(this.#valuesOf(next), 1);
    if (previousOrdered && nextOrdered && this.compare(previous, next) === 0) {
      this.#documents.swap(next);
      return;
    }
    if (previousOrdered) this.#documents.delete(previous);
    if (nextOrdered) this.#documents.insert(next);
  }

  documents(reversed: boolean): Iterable<StoredDocument> {
    return reversed ? this.#documents.descending() : this.#documents.ascending();
  }

  /** Whether two ordered documents hold the same values at the first `count` fields. */
  sameLeadingValues(left: StoredDocument, right: StoredDocument, count: number): boolean {
    for (let i = 0; i < count; i++) {
      if (orderValueAt(left, this.#paths[i]!) !== orderValueAt(right, this.#paths[i]!)) return false;
    }
    return true;
  }

  /** The order of two documents that are in it. */
  readonly compare = (left: StoredDocument, right: StoredDocument): number =>
    this.#compareValues(this.#valuesOf(left)!, left, this.#valuesOf(right)!, right);

  #compareValues(
    leftValues: OrderValue[],
    left: StoredDocument,
    rightValues: OrderValue[],
    right: StoredDocument,
  ): number {
    for (let i = 0; i < leftValues.length; i++) {
      const order = compareValues(leftValues[i]!, rightValues[i]!);
      if (order !== 0) return order * this.#directions[i]!;
    }
    return left._id < right._id ? -1 : left._id > right._id ? 1 : 0;
  }

  /** The document's values at the index fields; undefined when one of them is not ordered. */
  #valuesOf(document: StoredDocument): OrderValue[] | undefined {
    const values: OrderValue[] = [];
    for (const path of this.#paths) {
      const value = orderValueAt(document, path);
      if (value === UNORDERED) return undefined;
      values.push(value);
    }
    return values;
  }

  /** Adds (1) or takes away (-1) the values from the type counts; false when the document is not ordered. */
  #counted(values: OrderValue[] | undefined, change: 1 | -1): values is OrderValue[] {
    if (!values) {
      this.#unordered += change;
      return false;
    }
    for (let i = 0; i < values.length; i++) {
      if (typeof values[i] === 'number') this.#numbers[i]! += change;
      else if (typeof values[i] === 'string') this.#strings[i]! += change;
    }
    return true;
  }
}

/** The value at a dotted path as a sort sees it: through objects only, a missing one as null. */
function orderValueAt(document: StoredDocument, path: string[]): OrderValue | typeof UNORDERED {
  let value: unknown = document;
  for (const step of path) {
    if (Array.isArray(value)) return UNORDERED;
    if (typeof value !== 'object' || value === null) return null;
    value = (value as Record<string, unknown>)[step];
  }
  if (value === undefined || value === null) return null;
  // Anything else, a function from an inherited property name included, leaves the sort to mingo.
  return typeof value === 'number' || typeof value === 'string' ? value : UNORDERED;
}

/** null before numbers before strings, MongoDB's and mingo's order of those types. */
function compareValues(left: OrderValue, right: OrderValue): number {
  if (left === right) return 0;
  if (left === null) return -1;
  if (right === null) return 1;
  if (typeof left !== typeof right) return typeof left === 'number' ? -1 : 1;
  return left < right ? -1 : 1;
}
