import { createRequire } from 'node:module';
import type { parseConnectionString } from '@eventstore/db-client/dist/Client/parseConnectionString.js';
import type { ConnectionString } from 'mongodb-connection-string-url';
import { z } from 'zod';

/**
 * The engines' own connection string parsers are loaded only when there is a URL to parse: KurrentDB's
 * module brings in its whole client (gRPC, protobuf: about 16 MB), MongoDB's a URL library (about 9 MB),
 * which a shop on the embedded stores never needs.
 */
const required = createRequire(import.meta.url);
const parseEventStoreUrl = (value: string) =>
  (
    required('@eventstore/db-client/dist/Client/parseConnectionString.js') as {
      parseConnectionString: typeof parseConnectionString;
    }
  ).parseConnectionString(value);
const parseMongoDbUrl = (value: string) =>
  new (
    required('mongodb-connection-string-url') as { ConnectionString: typeof ConnectionString }
  ).ConnectionString(value);

/** An optional setting: blank counts as unset. */
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/**
 * A connection string checked by the engine's own client parser, so a seed list of several hosts
 * (`mongodb://a:27017,b:27017/?replicaSet=rs0`, `esdb://a:2113,b:2113`) and DNS discovery (`mongodb+srv://`,
 * `esdb+discover://`) are accepted as the clients accept them; a plain URL check refuses them.
 */
const connectionString = (engine: string, parse: (value: string) => unknown) =>
  optionalText.superRefine((value, context) => {
    if (value === undefined) return;
    try {
      parse(value);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      context.addIssue({ code: 'custom', message: `is not a ${engine} connection string (${reason})` });
    }
  });

export const mongoDbUrl = connectionString('MongoDB', parseMongoDbUrl);
export const eventStoreUrl = connectionString('EventStoreDB/KurrentDB', parseEventStoreUrl);

/**
 * The MongoDB URL with the driver's wait for a server (`serverSelectionTimeoutMS`, 30 s by default) set to
 * `timeoutMs`, unless the URL sets its own. (The driver's `timeoutMS` would bound whole operations, but the
 * driver this shop uses ignores it.)
 */
export function withServerSelectionTimeout(url: string, timeoutMs: number): string {
  const parsed = parseMongoDbUrl(url);
  const given = [...parsed.searchParams.keys()].some(
    (key) => key.toLowerCase() === 'serverselectiontimeoutms',
  );
  if (!given) parsed.searchParams.set('serverSelectionTimeoutMS', String(timeoutMs));
  return parsed.toString();
}
