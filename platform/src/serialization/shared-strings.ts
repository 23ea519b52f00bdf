/**
 * Strings up to this length are shared: ids, codes, dates and names, the values many events and the states
 * and documents folded from them repeat. Longer text (a description) is seldom repeated and costs more to
 * look up.
 */
const LONGEST_SHARED = 64;

/**
 * Swaps each short string in freshly parsed event data for the one copy V8 keeps of equal strings, in place.
 * JSON parsing makes a new copy of every string value, so 10,000 carts holding the same plant each kept
 * their own copies of its ids, most of a cart's memory. V8 keeps one copy of every property name and lets it
 * go once nothing uses it: a string used as a property name once comes back as that copy. Only equal
 * strings are swapped, so no reader can tell; frozen objects (events a log shares between its readers) are
 * left as they are.
 */
export function shareStrings<T>(value: T): T {
  return shared(value) as T;
}

function shared(value: unknown): unknown {
  if (typeof value === 'string') return value.length <= LONGEST_SHARED ? sharedCopy(value) : value;
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  const fields = value as Record<string, unknown>;
  // for-in walks arrays' indexes too; parsed data has no inherited keys.
  for (const key in fields) fields[key] = shared(fields[key]);
  return value;
}

/**
 * The shared copies met lately, by value: a string met again is found here several times faster than V8
 * finds its copy (a rebuild meets the same ids over and over). Emptied when full, which only costs speed.
 */
const recentlyShared = new Map<string, string>();
const RECENTLY_SHARED_KEPT = 50_000;

function sharedCopy(text: string): string {
  let copy = recentlyShared.get(text);
  if (copy === undefined) {
    copy = Object.keys({ [text]: 0 })[0]!;
    if (recentlyShared.size >= RECENTLY_SHARED_KEPT) recentlyShared.clear();
    recentlyShared.set(copy, copy);
  }
  return copy;
}
