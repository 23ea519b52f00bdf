import type { Collection, ReadStore, StoredDocument } from './read-store';

/** What the parts of the contract share: the store under test, and a fresh collection per test. */
export interface ContractContext {
  store(): ReadStore;
  /** A collection no other test uses (random suffix), so the suite can share one MongoDB. */
  freshCollection<T extends StoredDocument = StoredDocument>(): Collection<T>;
}

export function sortedIds(documents: StoredDocument[]): string[] {
  return documents.map((document) => document._id).sort();
}
