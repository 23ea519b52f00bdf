import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';
import { EmbeddedReadStore } from '../embedded-read-store';

/**
 * For a test suite: a fresh read-store file in a folder of its own for each test, and `open` for as many
 * stores on it as the test needs; after each test the stores are closed, spies restored and the folder gone.
 */
export function temporaryReadStoreFiles(folderPrefix: string) {
  let folder = '';
  const opened: EmbeddedReadStore[] = [];
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), folderPrefix));
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    vi.restoreAllMocks();
    rmSync(folder, { recursive: true, force: true });
  });
  const file = () => join(folder, 'read-models.sqlite');
  return {
    file,
    open: async () => {
      const store = await EmbeddedReadStore.open({ file: file() });
      opened.push(store);
      return store;
    },
  };
}
