import type { Logger, SessionStore, SignInAttempts } from '@verdant/platform';

const HOUR = 3_600_000;
/** Ended sessions are kept a day, for whoever looks into one just after it ended. */
const ENDED_SESSIONS_KEPT_MS = 24 * HOUR;
/** Attempts count for 15 minutes; a day leaves room to read a lockout back in the logs' time. */
const ATTEMPTS_KEPT_MS = 24 * HOUR;

/** Forgets ended sessions and old sign-in attempts: neither is a business fact, and both would only grow. */
export async function pruneSessions(
  store: SessionStore & SignInAttempts,
  now: Date,
  logger: Logger,
): Promise<void> {
  try {
    await store.pruneEnded(new Date(now.getTime() - ENDED_SESSIONS_KEPT_MS));
    await store.pruneAttempts(new Date(now.getTime() - ATTEMPTS_KEPT_MS));
  } catch (error) {
    // The next round tries again; nothing waits on it.
    logger.warn({ err: error }, 'pruning sessions failed');
  }
}

/** Prunes a minute after start, then every hour, without keeping the process alive. */
export function pruneSessionsHourly(store: SessionStore & SignInAttempts, logger: Logger): { stop(): void } {
  const run = () => void pruneSessions(store, new Date(), logger);
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, HOUR).unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
