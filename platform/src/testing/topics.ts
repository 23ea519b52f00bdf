import { defineEvent, type EventsOf } from '@verdant/domain/shared/event-definition';
import { z } from 'zod';

/**
 * A small made-up domain for the platform's own tests, so they need none of the shop's: topics, created,
 * renamed and deleted, each naming a slug its schema checks (an event that breaks it cannot be read).
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const topicFields = {
  topicId: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().regex(SLUG),
};

export const TopicCreated = defineEvent('TopicCreated', z.object(topicFields));
export const TopicRenamed = defineEvent('TopicRenamed', z.object(topicFields));
export const TopicDeleted = defineEvent(
  'TopicDeleted',
  z.object({ topicId: z.string().min(1), slug: z.string().regex(SLUG) }),
);
export const topicEvents = [TopicCreated, TopicRenamed, TopicDeleted] as const;
export type TopicEvent = EventsOf<typeof topicEvents>;
