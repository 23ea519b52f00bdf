import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';
import { parseOrRefuse } from '../shared/validation';
import { newsletterRules } from './engagement-rules';

/**
 * One stream per subscriber, named by the keyed fingerprint of their email (never the email itself), so that
 * subscribing twice finds the first subscription and changes nothing.
 */
export const newsletterStreamId = (emailFingerprint: string) => `newsletter-${emailFingerprint}`;

/**
 * Sealed with the key of the subscriber's email (see correspondent.ts). Version 1 was sealed with the
 * subscriber's id, the email's fingerprint: the same key, the email's first data subject.
 */
export const NewsletterSubscribed = defineEvent(
  'NewsletterSubscribed',
  z.object({
    subscriberId: z.string().min(1),
    dataSubjectId: z.string().min(1),
    email: personal(z.string()),
  }),
  {
    schemaVersion: 2,
    upcasters: {
      1: (data) => ({ ...(data as object), dataSubjectId: (data as { subscriberId: string }).subscriberId }),
    },
    dataSubject: (data) => data.dataSubjectId,
  },
);
export const newsletterEvents = [NewsletterSubscribed] as const;
export type NewsletterEvent = EventsOf<typeof newsletterEvents>;

export type NewsletterCommand = {
  type: 'Subscribe';
  data: { subscriberId: string; dataSubjectId: string; email: string };
};

/** Whose key sealed the subscription; an erasure of the email moves it on, and the email may subscribe again. */
type NewsletterState = { subscribedAs: string | null };

export const newsletterDecider: Decider<NewsletterCommand, NewsletterEvent, NewsletterState> = {
  initialState: () => ({ subscribedAs: null }),
  decide(command, state) {
    const { email } = parseOrRefuse(newsletterRules, command.data);
    const { subscriberId, dataSubjectId } = command.data;
    if (state.subscribedAs === dataSubjectId) return [];
    return [{ type: 'NewsletterSubscribed', data: { subscriberId, dataSubjectId, email } }];
  },
  evolve: (_state, event) => ({ subscribedAs: event.data.dataSubjectId }),
};
