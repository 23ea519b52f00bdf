import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';

const SCRIPT_TAG = /<script\b/gi;

/**
 * An app's page (its built index.html), the answer to the app's root and to every client-side route. Browsers
 * ask again before reusing it (a new build changes it). Its script tags carry a nonce of this answer's own, so
 * a script the build inlines runs under the Content-Security-Policy while one injected into the page does not.
 * `head` goes in after that, at the end of the page's head: hints and data for the page asked for, none of it
 * code. Read at every answer, so a rebuild shows without a restart. (`newScriptNonce` comes from the security
 * headers plugin.)
 */
export async function sendAppPage(reply: FastifyReply, root: string, head = ''): Promise<FastifyReply> {
  const page = await readFile(join(root, 'index.html'), 'utf8');
  const nonce = reply.newScriptNonce();
  return reply
    .code(200)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.replace(SCRIPT_TAG, `<script nonce="${nonce}"`).replace('</head>', () => `${head}</head>`));
}
