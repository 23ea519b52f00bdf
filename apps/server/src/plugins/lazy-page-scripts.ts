import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A chunk as the build's manifest lists it (`build.manifest` in the app's vite.config.ts). */
interface BuiltChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, BuiltChunk>;

/** The manifest's name for the chunk the page itself loads. */
const ENTRY = 'index.html';

/**
 * The script files a lazily loaded source module (`src/features/shop/shop-page.tsx`) needs beyond those the
 * page loads anyway: its own chunk and the chunks it imports, as paths. None when the app was built without a
 * manifest, or the module is not in it. Read at every answer, like the page.
 */
export async function lazyPageScripts(root: string, module: string): Promise<string[]> {
  const manifest = await readManifest(root);
  if (!manifest?.[module]) return [];
  const loadedAnyway = withImports(manifest, ENTRY);
  return [...withImports(manifest, module)]
    .filter((name) => !loadedAnyway.has(name))
    .map((name) => `/${manifest[name]!.file}`);
}

async function readManifest(root: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function withImports(manifest: Manifest, name: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[name];
  if (!chunk || found.has(name)) return found;
  found.add(name);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, found);
  return found;
}
