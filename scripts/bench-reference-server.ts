/**
 * The yardstick of `npm run bench -- load`: Node's own HTTP server on PORT answering every request with the
 * same bytes (the file REFERENCE_BODY_FILE, the shop's own listing answer) and nothing else, no framework and
 * no shop. Loaded like the shop, it tells what this machine and this load generator reach at best, so the
 * shop's figures from machines of different speeds can be compared as shares of it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const bodyFile = process.env.REFERENCE_BODY_FILE;
if (!bodyFile) throw new Error('REFERENCE_BODY_FILE names the answer to serve');
const body = readFileSync(bodyFile);
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
