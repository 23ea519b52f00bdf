import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REPOSITORY = join(import.meta.dirname, '..');

/**
 * Node's arguments for the server as `npm start` runs it (its last command, after the build), so the browser
 * tests and the benches start it exactly so; the image's CMD is checked against the same script.
 */
export function serverNodeArguments(): string[] {
  const manifest = JSON.parse(readFileSync(join(REPOSITORY, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = (manifest.scripts.start.split('&&').at(-1) ?? '').trim().split(/\s+/);
  if (command !== 'node') throw new Error(`npm start no longer ends with a node command: ${command}`);
  return args;
}
