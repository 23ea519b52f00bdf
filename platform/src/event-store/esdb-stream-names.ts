/**
 * How the port's stream ids map onto the server's stream names under a prefix: the prefix is added on the
 * way in and taken off on the way out, and a name outside it belongs to another shop on the same server.
 */
export interface StreamNames {
  /** Empty when the store has the whole server to itself. */
  readonly prefix: string;
  stored(streamId: string): string;
  portId(storedName: string): string;
  isOurs(storedName: string): boolean;
}

export function streamNames(prefix: string): StreamNames {
  if (prefix.startsWith('$')) {
    throw new RangeError(`A stream prefix cannot start with $, the server's own streams do: got ${prefix}`);
  }
  return {
    prefix,
    stored: (streamId) => prefix + streamId,
    portId: (storedName) => storedName.slice(prefix.length),
    isOurs: (storedName) => storedName.startsWith(prefix),
  };
}
