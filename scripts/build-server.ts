/**
 * `npm run build` (with the web apps): the server as one JavaScript module, apps/server/dist/bundle/main.mjs,
 * which `npm start` and the image run. Running the TypeScript sources through tsx costs a second JavaScript
 * engine in the process for the loader's hooks (about 50 MB) and compiling on every start; the bundle holds
 * the workspaces' own code, and the packages they depend on load from node_modules as usual. The workers
 * and the command-line tools still run their sources through tsx.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const REPOSITORY = join(import.meta.dirname, '..');
const SERVER_WORKSPACES = ['apps/server', 'domain', 'projections', 'infrastructure', 'workers'];

/** Every package a server-side workspace depends on: loaded from node_modules, never copied in. */
const dependencies = SERVER_WORKSPACES.flatMap((workspace) => {
  const manifest = JSON.parse(readFileSync(join(REPOSITORY, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@verdant/'));
});

await build({
  entryPoints: [join(REPOSITORY, 'apps/server/src/main.ts')],
  // As deep under apps/ as the sources' own folders, so paths found from a module's location (the built
  // web apps, three folders up) hold for the bundle too.
  outdir: join(REPOSITORY, 'apps/server/dist/bundle'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // What loads only when configured (an external engine's adapter, a payment gateway's) goes in chunks of
  // its own, with the client library it imports.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: [...new Set(dependencies)],
  // Stack traces in the logs point at the sources (node --enable-source-maps).
  sourcemap: 'linked',
  logLevel: 'warning',
});
