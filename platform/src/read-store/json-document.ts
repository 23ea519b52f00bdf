import type { StoredDocument } from './read-store';

/**
 * Deep copy of a value the store already holds (so it is known to be plain JSON). The store never hands out
 * or keeps a reference a caller could mutate. A hand-written walk: several times faster than
 * `structuredClone` or a JSON round trip on read-model sized documents.
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = copyJson(value[i]);
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  // for-in is the fastest walk here, and stored documents are plain objects with no inherited keys.
  for (const key in value) copy[key] = copyJson(value[key]);
  return copy as T;
}

/**
 * Copies a document on its way into the store, refusing what JSON cannot hold: the document must read back
 * the same from memory, from SQLite and from MongoDB. Properties set to `undefined` are dropped, as JSON does.
 */
export function toStoredDocument(value: unknown): StoredDocument {
  let document: unknown;
  try {
    document = copyChecked(value);
  } catch (error) {
    if (!(error instanceof NotJsonError)) throw error;
    const at = error.path.length > 0 ? error.path.join('.') : 'the top';
    throw new TypeError(`a read-store document must be JSON-compatible, found ${error.found} at ${at}`);
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new TypeError('a read-store document must be an object');
  }
  if (typeof (document as Record<string, unknown>)._id !== 'string') {
    throw new TypeError('a read-store document needs a string _id');
  }
  return document as StoredDocument;
}

function copyChecked(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (Number.isFinite(value)) return value;
      throw new NotJsonError(String(value));
    case 'object':
      if (value === null) return null;
      return Array.isArray(value) ? copyArray(value) : copyObject(value);
    default:
      throw new NotJsonError(`a ${typeof value}`);
  }
}

function copyArray(array: unknown[]): unknown[] {
  const copy = new Array(array.length);
  for (let index = 0; index < array.length; index++) {
    try {
      copy[index] = copyChecked(array[index] ?? null);
    } catch (error) {
      throw withPathStep(error, String(index));
    }
  }
  return copy;
}

function copyObject(object: object): Record<string, unknown> {
  const prototype = Object.getPrototypeOf(object);
  if (prototype !== Object.prototype && prototype !== null) {
    throw new NotJsonError(`a ${prototype?.constructor?.name ?? 'class instance'}`);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    if (item === undefined) continue;
    try {
      copy[key] = copyChecked(item);
    } catch (error) {
      throw withPathStep(error, key);
    }
  }
  return copy;
}

/** The path is assembled only while an error unwinds, so the common case builds no strings. */
function withPathStep(error: unknown, step: string): unknown {
  if (error instanceof NotJsonError) error.path.unshift(step);
  return error;
}

class NotJsonError extends Error {
  readonly path: string[] = [];
  constructor(readonly found: string) {
    super(found);
  }
}
