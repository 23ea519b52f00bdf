import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs. Requests are logged by method and path only: a query string can carry personal data
 * (a search for an email, a tRPC query's input), and logs must never hold any.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          path: request.url.split('?')[0],
        }),
      },
    },
    destination,
  );
}
