import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FileStorage, STORED_NAME } from './file-storage';

/** Files under DATA_DIR/uploads, named by time and a random id. */
export class LocalFileStorage implements FileStorage {
  private constructor(private readonly directory: string) {}

  static async open(options: { directory: string }): Promise<LocalFileStorage> {
    await mkdir(options.directory, { recursive: true });
    return new LocalFileStorage(options.directory);
  }

  async save(bytes: Buffer, extension: string, prefix?: string): Promise<string> {
    const name = `${prefix ? `${prefix}-` : ''}${Date.now()}-${randomUUID()}.${extension}`;
    if (!STORED_NAME.test(name)) throw new Error(`Refusing to store a file with extension ${extension}`);
    await writeFile(join(this.directory, name), bytes, { flag: 'wx' });
    return name;
  }

  async deleteAllWithPrefix(prefix: string): Promise<number> {
    if (!/^[a-z0-9-]+$/.test(prefix)) throw new Error('A prefix is lower-case letters, digits and dashes');
    const names = (await readdir(this.directory)).filter((name) => name.startsWith(`${prefix}-`));
    for (const name of names) await rm(join(this.directory, name), { force: true });
    return names.length;
  }

  async has(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    return access(join(this.directory, name)).then(
      () => true,
      () => false,
    );
  }

  async read(name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      return await readFile(join(this.directory, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async close(): Promise<void> {}
}
