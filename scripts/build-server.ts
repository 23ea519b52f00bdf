/**
 * `npm run build` (with the web apps): the server as one JavaScript module, apps/server/dist/bundle/main.mjs,
 * which `npm start` and the image run. Running the TypeScript sources through tsx costs a second JavaScript
 * engine in the process for the loader's hooks (about 50 MB) and compiling on every start; the bundle holds
 * the workspaces' own code, and the packages they depend on load from node_modules as usual. The workers
 * and the command-line tools still run their sources through tsx.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { satisfies } from 'semver';

const REPOSITORY = join(import.meta.dirname, '..');
const SERVER_WORKSPACES = ['apps/server', 'domain', 'projections', 'platform', 'workers'];

const BUNDLE = join(REPOSITORY, 'apps/server/dist/bundle');

/** Every package a server-side workspace depends on, with the range it asks for: loaded from node_modules, never copied in. */
const dependencies = SERVER_WORKSPACES.flatMap((workspace) => {
  const manifest = JSON.parse(readFileSync(join(REPOSITORY, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.entries(manifest.dependencies ?? {})
    .filter(([name]) => !name.startsWith('@verdant/'))
    .map(([name, range]) => ({ workspace, name, range }));
});

/**
 * The bundle finds a package in the node_modules above its own folder, not in the workspace that asked for
 * it: where npm hoisted another version of it to the top (another package's dependency), the workspace
 * that built the bundle (apps/server) must ask for it too, so npm installs the wanted one beside the bundle.
 */
for (const { workspace, name, range } of dependencies) {
  const found = installedVersionSeenFrom(BUNDLE, name);
  if (found === null || !satisfies(found, range))
    throw new Error(
      `The server bundle would load ${name} ${found ?? '(none)'} but ${workspace} asks for ${range}: add it to apps/server/package.json`,
    );
}

function installedVersionSeenFrom(folder: string, name: string): string | null {
  for (let at = folder; ; at = dirname(at)) {
    const manifest = join(at, 'node_modules', name, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (at === dirname(at)) return null;
  }
}

await build({
  entryPoints: [join(REPOSITORY, 'apps/server/src/main.ts')],
  // As deep under apps/ as the sources' own folders, so paths found from a module's location (the built
  // web apps, three folders up) hold for the bundle too.
  outdir: BUNDLE,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // What loads only when configured (an external engine's adapter, a payment gateway's) goes in chunks of
  // its own, with the client library it imports.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: [...new Set(dependencies.map(({ name }) => name))],
  // Stack traces in the logs point at the sources (node --enable-source-maps).
  sourcemap: 'linked',
  // Node keeps a loaded module's source map in memory: the mappings are all a stack trace needs, and the
  // sources' text would be another 2 MB of the server's heap.
  sourcesContent: false,
  logLevel: 'warning',
});
