/** Freezes a value and everything it holds, so that readers who share it cannot change it for each other. */
export function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFrozen(field);
  }
  return value;
}
