/**
 * Wakes subscribers in this process the moment any store instance in this process commits to the same
 * database file; other processes' appends are noticed by the ExternalCommitWatcher.
 */
const listenersByFile = new Map<string, Set<() => void>>();

export function onLocalAppend(file: string, listener: () => void): () => void {
  let listeners = listenersByFile.get(file);
  if (!listeners) {
    listeners = new Set();
    listenersByFile.set(file, listeners);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && listenersByFile.get(file) === listeners) listenersByFile.delete(file);
  };
}

export function announceLocalAppend(file: string): void {
  const listeners = listenersByFile.get(file);
  if (!listeners) return;
  for (const listener of listeners) listener();
}
