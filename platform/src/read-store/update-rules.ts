import type { Filter, Update } from './read-store';

/**
 * MongoDB's rules about `_id` and upserts that both adapters apply the same way: an upsert that inserts copies
 * the filter's equality fields, its `_id` must end up a string, and writing `_id` its own value is a no-op.
 */

/** The string `_id` a document inserted by this upsert gets from its filter or its update, if any. */
export function upsertedIdFrom(filter: Filter, update: Update): string | undefined {
  const fromFilter = equalityFields(filter)._id;
  if (typeof fromFilter === 'string') return fromFilter;
  for (const operator of ['$set', '$setOnInsert']) {
    const id = (update[operator] as { _id?: unknown } | undefined)?._id;
    if (typeof id === 'string') return id;
  }
  return undefined;
}

/** Equality conditions in a filter (`field: value`, `field: { $eq: value }`, inside `$and` too). */
export function equalityFields(filter: Filter): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const clause of condition) Object.assign(fields, equalityFields(clause as Filter));
    } else if (isOperatorExpression(condition)) {
      if ('$eq' in condition) fields[key] = condition.$eq;
    } else if (!key.startsWith('$') && !(condition instanceof RegExp)) {
      fields[key] = condition;
    }
  }
  return fields;
}

function isOperatorExpression(condition: unknown): condition is Record<string, unknown> {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return false;
  const [first] = Object.keys(condition);
  return first?.startsWith('$') === true;
}

/**
 * Takes out writes of `_id` to the value it already has, as when a projection `$set`s a whole document. They
 * change nothing, but mingo refuses any write to `_id`, and accounts of MongoDB's own behaviour differ, so
 * neither engine sees them. A write of a different `_id` is left in, and fails on both.
 */
export function withoutSameIdWrites(update: Update, id: string): Update {
  let result = update;
  for (const operator of ['$set', '$setOnInsert']) {
    const fields = result[operator] as Record<string, unknown> | undefined;
    if (fields?._id !== id) continue;
    const { _id, ...others } = fields;
    const { [operator]: _written, ...otherOperators } = result;
    // An operator left empty is dropped, unless it is the last: MongoDB refuses an update with no operator.
    const keepsOperator = Object.keys(others).length > 0 || Object.keys(otherOperators).length === 0;
    result = keepsOperator ? { ...otherOperators, [operator]: others } : otherOperators;
  }
  return result;
}
