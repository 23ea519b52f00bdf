/** Where uploaded files live; the server serves them back at `/uploads/{name}`. */
export interface FileStorage {
  /**
   * Stores the bytes under a new, unguessable name and returns that name; `prefix` (lower-case letters,
   * digits and dashes) starts the name, to say whose the file is.
   */
  save(bytes: Buffer, extension: string, prefix?: string): Promise<string>;
  /** Deletes every file whose name starts with the prefix (as `save` gave it); answers how many went. */
  deleteAllWithPrefix(prefix: string): Promise<number>;
  /** Whether a file of that name is stored, without reading it. */
  has(name: string): Promise<boolean>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/** Names the storage hands out: no path separators, no dots but the extension's, nothing to traverse. */
export const STORED_NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;
