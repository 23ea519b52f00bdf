import { accountStreamId } from '@verdant/domain/identity/account';
import {
  type AccountAccess,
  accountAccess,
  isAccountEventType,
  NO_ACCOUNT,
} from '@verdant/domain/identity/account-access';
import { type EventStore, type RecordedEvent, UnreadableEventError } from '@verdant/platform';
import { LRUCache } from 'lru-cache';

interface KeptAccess {
  access: AccountAccess;
  /** The revision of the last event folded into it. */
  revision: bigint;
}

/**
 * Whether an account may act, and as an admin, for every signed-in call: folded from the types of the
 * account's events, never their data, so no personal field is decrypted and none is kept. Each account's
 * access is kept with the revision it was read at (a few dozen bytes, no personal data), and every call still
 * reads the events its stream gained since (usually none): a role granted or revoked, or an erasure, by any
 * process sharing the log counts from the very next call. Invalidated by the events themselves, never by age.
 */
export class AccountAccessCache {
  readonly #kept: LRUCache<string, KeptAccess>;

  constructor(
    private readonly eventStore: EventStore,
    accountsKept: number,
  ) {
    this.#kept = new LRUCache({ max: accountsKept });
  }

  async accessOf(accountId: string): Promise<AccountAccess> {
    const kept = this.#kept.get(accountId);
    const streamId = accountStreamId(accountId);
    const recorded = await this.eventStore.readStream(
      streamId,
      kept ? { fromRevision: kept.revision + 1n } : undefined,
    );
    const last = recorded.at(-1);
    if (!last) return kept?.access ?? NO_ACCOUNT;
    const access = accountAccess(recorded.map(typeOf), kept?.access);
    // Two calls may read overlapping tails at once: the one that read further stays.
    const newest = this.#kept.get(accountId);
    if (!newest || newest.revision < last.revision)
      this.#kept.set(accountId, { access, revision: last.revision });
    return access;
  }
}

/** An account stream holds account events only: anything else is as unreadable as the codec would find it. */
function typeOf(recorded: RecordedEvent) {
  if (!isAccountEventType(recorded.type)) {
    throw new UnreadableEventError(
      recorded.streamId,
      recorded.position,
      `unknown event type ${recorded.type} in an account stream`,
    );
  }
  return recorded.type;
}
