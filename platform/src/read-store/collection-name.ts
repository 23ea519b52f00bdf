/** The collection the MongoDB adapter keeps checkpoints in; not a read model, so no store lists or lends it. */
export const CHECKPOINT_COLLECTION = '_checkpoints';

/** Both adapters accept the same names, so a read model that runs on one runs on the other. */
export function assertCollectionName(name: string): void {
  const valid =
    name.length > 0 &&
    !name.includes('$') &&
    !name.includes('\0') &&
    !name.startsWith('system.') &&
    name !== CHECKPOINT_COLLECTION;
  if (!valid) throw new Error(`Invalid read-store collection name: ${JSON.stringify(name)}`);
}
