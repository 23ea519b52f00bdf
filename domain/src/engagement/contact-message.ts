import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { conflict } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';
import { parseOrRefuse } from '../shared/validation';
import { type ContactMessageInput, contactMessageRules } from './engagement-rules';

export const contactMessageStreamId = (messageId: string) => `contact-${messageId}`;

/** A message from the contact form; the sender is its own data subject, so it can be erased on request. */
export const ContactMessageReceived = defineEvent(
  'ContactMessageReceived',
  z.object({
    messageId: z.string().min(1),
    name: personal(z.string()),
    email: personal(z.string()),
    subject: z.string(),
    message: personal(z.string()),
  }),
  { dataSubject: (data) => data.messageId },
);
export const contactMessageEvents = [ContactMessageReceived] as const;
export type ContactMessageEvent = EventsOf<typeof contactMessageEvents>;

export type ContactMessageCommand = {
  type: 'SendContactMessage';
  data: { messageId: string } & ContactMessageInput;
};

export const contactMessageDecider: Decider<
  ContactMessageCommand,
  ContactMessageEvent,
  { received: boolean }
> = {
  initialState: () => ({ received: false }),
  decide(command, state) {
    if (state.received) throw conflict('This message was already received');
    const message = parseOrRefuse(contactMessageRules, command.data);
    return [{ type: 'ContactMessageReceived', data: { messageId: command.data.messageId, ...message } }];
  },
  evolve: () => ({ received: true }),
};
