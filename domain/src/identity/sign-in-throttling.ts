import { DomainError } from '../shared/domain-error';

/** Failed sign-ins count against an account and an address for 15 minutes. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Higher than per account: one address may be a whole office or a mobile network's shared exit. */
export const MAX_FAILURES_PER_ADDRESS = 20;
export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please try again in ${FAILURE_WINDOW_MS / 60_000} minutes.`;

/** The moment from which failures still count at `now`. */
export const failuresCountFrom = (now: Date) => new Date(now.getTime() - FAILURE_WINDOW_MS);

/**
 * The refusal once an account or the client's address has failed too often in the window, so a password
 * can be guessed only a few times per account and per address. Every attempt counts as a failure from
 * before its password is checked until it succeeds, so attempts sent at once are counted one by one.
 */
export const tooManyAttempts = () => new DomainError('rate_limited', TOO_MANY_ATTEMPTS);
