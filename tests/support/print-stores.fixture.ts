/** Prints the stores' settings a process was started with, for the test of runEntryPoint. */
const names = [
  'EVENTSTORE_URL',
  'EVENTSTORE_STREAM_PREFIX',
  'MONGODB_URL',
  'MONGODB_DATABASE',
  'REDIS_URL',
  'REDIS_KEY_PREFIX',
];
console.log(JSON.stringify(Object.fromEntries(names.map((name) => [name, process.env[name] ?? null]))));
