import type { Filter } from './read-store';

/** A filter holding `undefined`: refused, since a value gone missing would match far more than was meant. */
export class UndefinedInFilterError extends Error {
  override readonly name = 'UndefinedInFilterError';
  constructor(readonly path: string) {
    super(`A read-store filter holds undefined at ${path}: a missing value must not widen a query`);
  }
}

/**
 * Throws when any value in the filter is `undefined`. MongoDB's driver (with `ignoreUndefined`) would drop
 * such a condition, so `{ customerId: undefined }` would match, update or delete every document.
 */
export function assertDefinedFilter(filter: Filter, path = 'filter'): void {
  for (const [key, value] of Object.entries(filter)) {
    const at = `${path}.${key}`;
    if (value === undefined) throw new UndefinedInFilterError(at);
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item === undefined) throw new UndefinedInFilterError(`${at}[${index}]`);
        if (isPlainObject(item)) assertDefinedFilter(item, `${at}[${index}]`);
      });
    } else if (isPlainObject(value)) assertDefinedFilter(value, at);
  }
}

const isPlainObject = (value: unknown): value is Filter =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
