import { v7 } from 'uuid';

/**
 * A new event's id: a UUID ordered by time (version 7). The log's unique index on ids then grows at its end
 * as the log itself does: a commit writes one index page for all its events, not a random page per event.
 */
export const newEventId = (): string => v7();
