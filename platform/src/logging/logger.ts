/** The structured logger every component takes: the subset of pino that Fastify's logger also offers. */
export interface Logger {
  debug(details: object, message?: string): void;
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
  child(bindings: Record<string, unknown>): Logger;
}

/** For tests and tools that must not print. */
export const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  child: () => silentLogger,
};
