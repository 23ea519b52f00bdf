/** The collection the MongoDB adapter keeps checkpoints in; not a read model, so no store lists or lends it. */
export const CHECKPOINT_COLLECTION = '_checkpoints';
/** The collection the MongoDB adapter keeps fence tokens in; internal like the checkpoints. */
export const FENCE_COLLECTION = '_fences';
const INTERNAL_COLLECTIONS = new Set([CHECKPOINT_COLLECTION, FENCE_COLLECTION]);

/** Whether the name is one of the adapter's own collections rather than a read model's. */
export const isInternalCollection = (name: string) => INTERNAL_COLLECTIONS.has(name);

/** Both adapters accept the same names, so a read model that runs on one runs on the other. */
export function assertCollectionName(name: string): void {
  const valid =
    name.length > 0 &&
    !name.includes('$') &&
    !name.includes('\0') &&
    !name.startsWith('system.') &&
    !isInternalCollection(name);
  if (!valid) throw new Error(`Invalid read-store collection name: ${JSON.stringify(name)}`);
}
