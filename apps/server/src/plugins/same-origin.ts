import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests from other sites are refused before they reach a procedure. Browsers name the
 * requesting site (Origin, Sec-Fetch-Site); the session cookie's SameSite=Lax already keeps it off most
 * cross-site requests, and this closes the rest. Non-browser clients send neither header and pass.
 */
export async function sameOriginPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSite =
      fetchSite === 'cross-site' || (origin !== undefined && !sameHost(origin, request.headers.host));
    if (crossSite) {
      request.log.warn({ origin, fetchSite }, 'refused a cross-site request');
      // An answer sent from a hook ends the request there: `done` is not called.
      reply.code(403).send({ error: 'Forbidden', message: 'Requests from other sites are not accepted' });
      return;
    }
    done();
  });
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
