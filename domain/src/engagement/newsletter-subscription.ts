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

export const NewsletterSubscribed = defineEvent(
  'NewsletterSubscribed',
  z.object({ subscriberId: z.string().min(1), email: personal(z.string()) }),
  { dataSubject: (data) => data.subscriberId },
);
export const newsletterEvents = [NewsletterSubscribed] as const;
export type NewsletterEvent = EventsOf<typeof newsletterEvents>;

export type NewsletterCommand = { type: 'Subscribe'; data: { subscriberId: string; email: string } };

export const newsletterDecider: Decider<NewsletterCommand, NewsletterEvent, { subscribed: boolean }> = {
  initialState: () => ({ subscribed: false }),
  decide(command, state) {
    const { email } = parseOrRefuse(newsletterRules, command.data);
    if (state.subscribed) return [];
    return [{ type: 'NewsletterSubscribed', data: { subscriberId: command.data.subscriberId, email } }];
  },
  evolve: () => ({ subscribed: true }),
};
