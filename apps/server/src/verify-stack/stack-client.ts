import { createTRPCClient, httpLink } from '@trpc/client';
import { cookieJar } from '../http/cookie-jar';
import { SERVED_BY_HEADER } from '../plugins/served-by';
import { READ_AFTER_HEADER } from '../trpc/context';
import type { AppRouter } from '../trpc/router';

/**
 * One visitor of the stack, as a browser tab is: it keeps its cookies, and sends with every request the
 * newest log position it wrote, so whichever server answers waits until its read models have applied it
 * (read-your-writes). One request per call, so each answer's server is known.
 */
export function stackClient(baseUrl: string) {
  const jar = cookieJar();
  let readAfter: string | null = null;
  let servedBy: string | null = null;
  const send = async (url: string | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.cookies.size > 0) headers.set('cookie', jar.header());
    if (readAfter !== null) headers.set(READ_AFTER_HEADER, readAfter);
    const response = await fetch(url, { ...init, headers });
    servedBy = response.headers.get(SERVED_BY_HEADER);
    jar.take(response);
    return response;
  };
  const client = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${baseUrl}/trpc`,
        fetch: (url, init) => send(url, init as RequestInit),
      }),
    ],
  });
  return {
    api: client,
    /** Remembers where a command wrote, for the reads after it. */
    wrote<Written extends { position: string | null }>(written: Written): Written {
      if (written.position !== null) readAfter = written.position;
      return written;
    },
    /** The log position the reads wait for: the newest this visitor wrote. */
    get readAfter() {
      return readAfter;
    },
    /** The id of the server that gave the last answer; null when the server does not say. */
    get servedBy() {
      return servedBy;
    },
    /** A plain GET with this visitor's cookies, such as /healthz. */
    get: (path: string) => send(new URL(path, `${baseUrl}/`)),
  };
}

export type StackClient = ReturnType<typeof stackClient>;
