/**
 * The keys that encrypt each data subject's personal data, kept outside the event log. Deleting a
 * subject's key is how the shop honours an erasure request (DPDP Act, GDPR) without rewriting history:
 * the events stay, their personal fields can no longer be read by anyone.
 */
export interface PersonalDataKeys {
  /** The subject's key, created on first use. Throws SubjectErasedError once the subject was erased. */
  keyFor(subjectId: string): Promise<Buffer>;
  /** The subject's key, or null when it was erased (or never made). */
  find(subjectId: string): Promise<Buffer | null>;
  /** Deletes the key for good and remembers the erasure. Resolves false when it was erased already. */
  erase(subjectId: string): Promise<boolean>;
  close(): Promise<void>;
}

export class SubjectErasedError extends Error {
  override readonly name = 'SubjectErasedError';
  constructor(readonly subjectId: string) {
    super(`The personal data of ${subjectId} was erased; nothing more can be recorded for them`);
  }
}

/** AES-256 keys. */
export const KEY_BYTES = 32;
