import type { Decider } from '@verdant/domain/shared/decider';
import { conflict, notFound } from '@verdant/domain/shared/domain-error';
import { defineEvent, type EventDefinition, type EventsOf } from '@verdant/domain/shared/event-definition';
import { personal } from '@verdant/domain/shared/personal-data';
import { z } from 'zod';

/**
 * A small made-up domain for the platform's own tests, so they need none of the shop's: topics, created,
 * renamed and deleted, each naming a slug its schema checks (an event that breaks it cannot be written or
 * read); and members, whose names and emails are personal data.
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

export type TopicCommand =
  | { type: 'CreateTopic'; data: { topicId: string; name: string; slug: string } }
  | { type: 'RenameTopic'; data: { topicId: string; name: string; slug: string } };

export type TopicState =
  | { status: 'absent' }
  | { status: 'active'; topicId: string; name: string; slug: string }
  | { status: 'deleted'; topicId: string };

export const topicDecider: Decider<TopicCommand, TopicEvent, TopicState> = {
  initialState: () => ({ status: 'absent' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateTopic':
        if (state.status !== 'absent') throw conflict('This topic already exists');
        return [{ type: 'TopicCreated', data: command.data }];
      case 'RenameTopic':
        if (state.status !== 'active') throw notFound('Topic not found');
        if (state.name === command.data.name && state.slug === command.data.slug) return [];
        return [{ type: 'TopicRenamed', data: command.data }];
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case 'TopicCreated':
      case 'TopicRenamed': {
        const { topicId, name, slug } = event.data;
        return { status: 'active', topicId, name, slug };
      }
      case 'TopicDeleted':
        return { status: 'deleted', topicId: event.data.topicId };
    }
  },
};

export const memberStreamId = (memberId: string) => `member-${memberId}`;

export const MemberJoined = defineEvent(
  'MemberJoined',
  z.object({
    memberId: z.string().min(1),
    fullName: personal(z.string().min(1)),
    email: personal(z.string().min(1)),
  }),
  { dataSubject: (data) => data.memberId },
);
export const memberEvents = [MemberJoined] as const;
export type MemberEvent = EventsOf<typeof memberEvents>;

export type MemberCommand = {
  type: 'JoinMember';
  data: { memberId: string; fullName: string; email: string };
};

export type MemberState =
  | { status: 'absent' }
  | { status: 'active'; memberId: string; fullName: string | null; email: string | null };

export const memberDecider: Decider<MemberCommand, MemberEvent, MemberState> = {
  initialState: () => ({ status: 'absent' }),
  decide(command, state) {
    if (state.status !== 'absent') throw conflict('This member has joined already');
    return [{ type: 'MemberJoined', data: command.data }];
  },
  evolve: (_state, event) => ({ status: 'active', ...event.data }),
};

/** Every event of the made-up domain: the catalogue the platform's tests write and read. */
export const testDomainEvents: readonly EventDefinition[] = [...topicEvents, ...memberEvents];
