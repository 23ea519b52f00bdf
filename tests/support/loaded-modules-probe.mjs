/**
 * Preloaded into a process under test (NODE_OPTIONS=--import=this file): at exit, writes every module the
 * process loaded, ES modules and CommonJS alike, to the file named by LOADED_MODULES_FILE, one URL or path
 * an entry of a JSON array.
 */
import { writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const loaded = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => loaded.add(url));
port1.unref();
register('./loaded-modules-hooks.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });

process.on('exit', () => {
  const required = Object.keys(createRequire(import.meta.url).cache);
  writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify([...loaded, ...required]));
});
