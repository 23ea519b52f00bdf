import type { IndexSpec, StoredDocument } from './read-store';

/**
 * A value an equality or `$in` lookup can be made for: its index key is held by exactly the documents holding
 * it. Null, arrays and objects match by further rules (a missing field, a whole array), left to mingo.
 */
export type IndexedScalar = string | number | boolean;

/**
 * The ids holding one index key. Most keys are held by one document, so a lone id is kept as itself: a Set per
 * key would cost ten thousand Sets for ten thousand customers.
 */
type Holders = string | Set<string>;

const holderCount = (holders: Holders | undefined): number =>
  holders === undefined ? 0 : typeof holders === 'string' ? 1 : holders.size;

const holderIds = (holders: Holders | undefined): Iterable<string> =>
  holders === undefined ? [] : typeof holders === 'string' ? [holders] : holders;

/** A document's entries in one index. */
export interface IndexEntries {
  keys: string[];
  /**
   * False when the indexed path crosses an array of objects or nested arrays. Query engines disagree on how
   * such paths match, so these documents are candidates for every lookup rather than risk a miss.
   */
  regular: boolean;
}

/**
 * A declared index held in memory: each index key maps to the ids of the documents holding it. It enforces
 * uniqueness and narrows equality and `$in` lookups on a single field; the query itself is still decided by
 * mingo, so the index only has to return a superset of the matching documents.
 *
 * Keys follow MongoDB: a missing field indexes as null and an array indexes each of its elements.
 *
 * Memory is the embedded store, so a document's entries are kept as its key alone when it has one key (most
 * do), and whether they are regular as membership of the irregular set.
 */
export class DocumentIndex {
  readonly name: string;
  readonly unique: boolean;
  readonly #paths: string[][];
  readonly #holders = new Map<string, Holders>();
  readonly #keysById = new Map<string, string | string[]>();
  readonly #irregular = new Set<string>();

  constructor(readonly spec: IndexSpec) {
    const fields = Object.keys(spec.keys);
    if (fields.length === 0) throw new Error('an index needs at least one field');
    this.name = DocumentIndex.nameOf(spec);
    this.unique = spec.unique === true;
    this.#paths = fields.map((field) => field.split('.'));
  }

  /** MongoDB's default index name, so both adapters identify an index the same way. */
  static nameOf(spec: IndexSpec): string {
    return Object.entries(spec.keys)
      .map(([field, direction]) => `${field}_${direction}`)
      .join('_');
  }

  /** The single field this index can narrow equality and `$in` lookups on, if it has exactly one. */
  get singleField(): string | undefined {
    return this.#paths.length === 1 ? this.#paths[0]!.join('.') : undefined;
  }

  entriesOf(document: StoredDocument): IndexEntries {
    const found = { values: [] as unknown[], regular: true };
    if (this.#paths.length === 1) {
      collectValues(document, this.#paths[0]!, 0, found);
      return { keys: distinct(found.values.map((value) => JSON.stringify([value]))), regular: found.regular };
    }
    let tuples: unknown[][] = [[]];
    for (const path of this.#paths) {
      found.values = [];
      collectValues(document, path, 0, found);
      const values = found.values;
      tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
    }
    return { keys: distinct(tuples.map((tuple) => JSON.stringify(tuple))), regular: found.regular };
  }

  /** The key another document already holds in this unique index, or null when `id` may hold `entries`. */
  conflictWith(id: string, entries: IndexEntries): Record<string, unknown> | null {
    if (!this.unique) return null;
    for (const key of entries.keys) {
      const holders = this.#holders.get(key);
      if (holders === undefined) continue;
      const heldByOthers =
        typeof holders === 'string' ? holders !== id : holders.size > 1 || !holders.has(id);
      if (heldByOthers) return this.#describe(key);
    }
    return null;
  }

  /** Records that document `id` now holds `entries` (undefined once it is deleted). */
  set(id: string, entries: IndexEntries | undefined): void {
    const previous = this.#keysById.get(id);
    if (previous !== undefined) {
      const previousKeys = typeof previous === 'string' ? [previous] : previous;
      const wasRegular = !this.#irregular.has(id);
      if (entries && entries.regular === wasRegular && sameKeys(previousKeys, entries.keys)) return;
      for (const key of previousKeys) this.#release(key, id);
      this.#irregular.delete(id);
      this.#keysById.delete(id);
    }
    if (!entries) return;
    for (const key of entries.keys) this.#hold(key, id);
    if (!entries.regular) this.#irregular.add(id);
    this.#keysById.set(id, entries.keys.length === 1 ? entries.keys[0]! : entries.keys);
  }

  /** Ids of every document that may hold one of `values` in this single-field index. */
  candidatesFor(values: readonly IndexedScalar[]): Iterable<string> {
    const [only] = values;
    if (values.length === 1 && only !== undefined && this.#irregular.size === 0) {
      return holderIds(this.#holdersOf(only));
    }
    const candidates = new Set(this.#irregular);
    for (const value of values) for (const id of holderIds(this.#holdersOf(value))) candidates.add(id);
    return candidates;
  }

  /** How many ids `candidatesFor(values)` returns at most, without collecting them. */
  candidateCount(values: readonly IndexedScalar[]): number {
    let count = this.#irregular.size;
    for (const value of values) count += holderCount(this.#holdersOf(value));
    return count;
  }

  #holdersOf(value: IndexedScalar): Holders | undefined {
    return this.#holders.get(JSON.stringify([value]));
  }

  #hold(key: string, id: string): void {
    const holders = this.#holders.get(key);
    if (holders === undefined) this.#holders.set(key, id);
    else if (typeof holders !== 'string') holders.add(id);
    else if (holders !== id) this.#holders.set(key, new Set([holders, id]));
  }

  #release(key: string, id: string): void {
    const holders = this.#holders.get(key);
    if (holders === id) this.#holders.delete(key);
    else if (typeof holders === 'object') {
      holders.delete(id);
      if (holders.size === 1) this.#holders.set(key, holders.values().next().value!);
      else if (holders.size === 0) this.#holders.delete(key);
    }
  }

  #describe(key: string): Record<string, unknown> {
    const values = JSON.parse(key) as unknown[];
    return Object.fromEntries(this.#paths.map((path, i) => [path.join('.'), values[i]]));
  }
}

/** Values at a dotted path, MongoDB style: through arrays, with a missing field as null. */
function collectValues(
  value: unknown,
  path: string[],
  depth: number,
  found: { values: unknown[]; regular: boolean },
): void {
  if (depth === path.length) {
    if (!Array.isArray(value)) found.values.push(value ?? null);
    else if (value.length === 0) found.values.push(value);
    else {
      for (const item of value) {
        if (typeof item === 'object' && item !== null) found.regular = false;
        found.values.push(item);
      }
    }
    return;
  }
  if (Array.isArray(value)) {
    found.regular = false;
    for (const item of value) collectValues(item, path, depth, found);
    const position = Number(path[depth]);
    if (Number.isInteger(position)) collectValues(value[position], path, depth + 1, found);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    collectValues((value as Record<string, unknown>)[path[depth]!], path, depth + 1, found);
  } else {
    found.values.push(null);
  }
}

function distinct(keys: string[]): string[] {
  return keys.length < 2 ? keys : [...new Set(keys)];
}

function sameKeys(left: readonly string[], right: readonly string[]): boolean {
  return left.length === right.length && left.every((key, i) => key === right[i]);
}
