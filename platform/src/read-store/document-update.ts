import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { update as applyMingoUpdate } from 'mingo';
import {
  $addToSet,
  $bit,
  $currentDate,
  $inc,
  $max,
  $min,
  $mul,
  $pop,
  $pull,
  $pullAll,
  $push,
  $rename,
  $set,
  $unset,
} from 'mingo/operators/update';
import { copyJson } from './json-document';
import type { Filter, StoredDocument, Update } from './read-store';
import { equalityFields, upsertedIdFrom, withoutSameIdWrites } from './update-rules';

/**
 * MongoDB update semantics on one document, through mingo. mingo has no `$setOnInsert`; it is applied here
 * as a `$set` when an upsert inserts, and ignored otherwise, as MongoDB does.
 */

/** The updated copy of `current` (never changed itself) and whether the update changed anything. */
export function updatedDocument(
  current: StoredDocument,
  filter: Filter,
  update: Update,
): { document: Record<string, unknown>; modified: boolean } {
  const checked = withoutSameIdWrites(update, current._id);
  assertNoConflicts(checked);
  const { $setOnInsert: _ignoredWhenUpdating, ...operators } = checked;
  const document: Record<string, unknown> = copyJson(current);
  const modified = applyOperators(document, operators, filter);
  return { document, modified };
}

/**
 * The document an upsert inserts when nothing matches, by MongoDB's rule: the filter's equality fields, then
 * the update's operators, `$setOnInsert` included. An `_id` that neither sets gets a random UUID, so
 * `_id` stays a string.
 */
export function insertedDocument(filter: Filter, update: Update): Record<string, unknown> {
  const { _id: _idFromFilter, ...equalities } = equalityFields(filter);
  const id = upsertedIdFrom(filter, update) ?? randomUUID();
  const checked = withoutSameIdWrites(update, id);
  assertNoConflicts(checked);
  const { $setOnInsert, ...operators } = checked;
  const document: Record<string, unknown> = { _id: id };
  applyOperators(document, { $set: equalities }, {});
  applyOperators(document, operators, {});
  if ($setOnInsert) applyOperators(document, { $set: $setOnInsert }, {});
  return document;
}

/** Each operator types its own arguments; the update document is checked by the operator itself. */
type UpdateOperator = (fields: never) => (document: Record<string, unknown>) => string[];

const UPDATE_OPERATORS: Record<string, UpdateOperator> = {
  $addToSet,
  $bit,
  $currentDate,
  $inc,
  $max,
  $min,
  $mul,
  $pop,
  $pull,
  $pullAll,
  $push,
  $rename,
  $set,
  $unset,
};

function applyOperators(document: Record<string, unknown>, operators: Update, filter: Filter): boolean {
  const topLevelSet = onlyTopLevelSet(operators);
  if (topLevelSet) return setTopLevelFields(document, topLevelSet);
  // The positional `$` needs the filter, which only mingo's `update` takes. Otherwise each operator is called
  // directly: `update` rebuilds mingo's whole operator context on every call (some 200 µs), the operators
  // cost a few µs each.
  if (usesPositionalOperator(operators)) {
    return applyMingoUpdate(document, operators, undefined, filter, { cloneMode: 'deep' }).length > 0;
  }
  let modified = false;
  for (const [name, fields] of Object.entries(operators)) {
    const operator = Object.hasOwn(UPDATE_OPERATORS, name) ? UPDATE_OPERATORS[name] : undefined;
    if (!operator) throw new Error(`Unknown update operator: '${name}'.`);
    if (operator(fields as never)(document).length > 0) modified = true;
  }
  return modified;
}

/**
 * The projections' commonest update, `$set` of whole top-level fields, is an assignment in MongoDB's
 * semantics too; doing it directly skips mingo's path walking, the larger part of a rebuild's cost.
 */
function onlyTopLevelSet(operators: Update): Record<string, unknown> | null {
  const names = Object.keys(operators);
  if (names.length !== 1 || names[0] !== '$set') return null;
  const fields = operators.$set;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  for (const path of Object.keys(fields)) {
    if (path === '' || path.includes('.') || path.startsWith('$')) return null;
  }
  return fields as Record<string, unknown>;
}

function setTopLevelFields(document: Record<string, unknown>, fields: Record<string, unknown>): boolean {
  let modified = false;
  for (const [field, value] of Object.entries(fields)) {
    if (!Object.hasOwn(document, field) || !isDeepStrictEqual(document[field], value)) modified = true;
    document[field] = value;
  }
  return modified;
}

/**
 * MongoDB refuses an update whose operators touch the same path, or a path and its parent, `$setOnInsert`
 * included. Each mingo operator checks its own paths; this checks them across operators.
 */
function assertNoConflicts(operators: Update): void {
  const groups = Object.values(operators);
  if (groups.length < 2) return;
  const paths = groups.flatMap((fields) =>
    typeof fields === 'object' && fields !== null ? Object.keys(fields) : [],
  );
  for (let i = 0; i < paths.length; i++) {
    for (let j = i + 1; j < paths.length; j++) {
      if (overlaps(paths[i]!, paths[j]!)) {
        throw new Error(`Updating the path '${paths[j]}' would create a conflict at '${paths[i]}'`);
      }
    }
  }
}

function overlaps(path: string, other: string): boolean {
  const [shorter, longer] = path.length <= other.length ? [path, other] : [other, path];
  return longer.startsWith(shorter) && (longer.length === shorter.length || longer[shorter.length] === '.');
}

function usesPositionalOperator(operators: Update): boolean {
  return Object.values(operators).some(
    (fields) =>
      typeof fields === 'object' &&
      fields !== null &&
      Object.keys(fields).some((path) => path.includes('.$')),
  );
}
