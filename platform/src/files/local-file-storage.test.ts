import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageKindOf } from './image-content';
import { LocalFileStorage } from './local-file-storage';
import { ONE_PIXEL_PNG } from './testing/sample-images';

describe('local file storage', () => {
  let directory: string;
  let storage: LocalFileStorage;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'verdant-files-'));
    storage = await LocalFileStorage.open({ directory: join(directory, 'uploads') });
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('stores bytes under a new name and reads them back', async () => {
    const first = await storage.save(ONE_PIXEL_PNG, 'png');
    const second = await storage.save(ONE_PIXEL_PNG, 'png');
    expect(first).not.toBe(second);
    expect(await storage.read(first)).toEqual(ONE_PIXEL_PNG);
    expect(await storage.has(first)).toBe(true);
    expect(await storage.has('1-missing.png')).toBe(false);
    expect(await storage.has('../uploads.png')).toBe(false);
  });

  it('starts a name with the prefix it is given, to say whose the file is', async () => {
    const name = await storage.save(ONE_PIXEL_PNG, 'png', 'c0ffee42');
    expect(name).toMatch(/^c0ffee42-\d+-[0-9a-f-]+\.png$/);
    expect(await storage.read(name)).toEqual(ONE_PIXEL_PNG);
    await expect(storage.save(ONE_PIXEL_PNG, 'png', '../escape')).rejects.toThrow();
  });

  it('deletes every file of a prefix, and no other', async () => {
    const hers = [
      await storage.save(ONE_PIXEL_PNG, 'png', 'a1'),
      await storage.save(ONE_PIXEL_PNG, 'png', 'a1'),
    ];
    const his = await storage.save(ONE_PIXEL_PNG, 'png', 'a12');
    const nobodys = await storage.save(ONE_PIXEL_PNG, 'png');

    expect(await storage.deleteAllWithPrefix('a1')).toBe(2);
    for (const name of hers) expect(await storage.read(name)).toBeNull();
    expect(await storage.read(his)).toEqual(ONE_PIXEL_PNG);
    expect(await storage.read(nobodys)).toEqual(ONE_PIXEL_PNG);
    await expect(storage.deleteAllWithPrefix('../')).rejects.toThrow();
  });

  it('reads nothing for unknown names or names that try to leave the folder', async () => {
    expect(await storage.read('1-missing.png')).toBeNull();
    expect(await storage.read('../../etc/passwd')).toBeNull();
  });
});

describe('image content', () => {
  it('recognises an image by its bytes, and refuses text dressed as one', async () => {
    expect(await imageKindOf(ONE_PIXEL_PNG)).toEqual({ mimeType: 'image/png', extension: 'png' });
    expect(await imageKindOf(Buffer.from('<svg onload="alert(1)"></svg>'))).toBeNull();
    expect(await imageKindOf(Buffer.from('just some text pretending to be a .png'))).toBeNull();
  });
});
