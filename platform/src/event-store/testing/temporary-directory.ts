import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh directory under the OS temp dir for one test file's databases; `remove` deletes it all. */
export function temporaryDirectory(prefix: string) {
  const path = mkdtempSync(join(tmpdir(), `${prefix}-`));
  let files = 0;
  return {
    path,
    /** A new, unused file path inside the directory. */
    newFile(name = 'events'): string {
      files += 1;
      return join(path, `${name}-${files}.sqlite`);
    },
    remove(): void {
      rmSync(path, { recursive: true, force: true });
    },
  };
}
