import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in front of several servers, as a real one spreads a browser's requests: each request goes
 * to the next server in turn, so consecutive calls of one browser land on different instances. It records
 * which server answered each request.
 */
export async function roundRobinProxy(targets: readonly string[]) {
  let next = 0;
  const answeredBy: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length]!);
    answeredBy.push(target.origin);
    const forwarded = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answeredBy,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
