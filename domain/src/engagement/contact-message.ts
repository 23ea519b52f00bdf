import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { conflict } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';
import { parseOrRefuse } from '../shared/validation';
import { type ContactMessageInput, contactMessageRules } from './engagement-rules';

export const contactMessageStreamId = (messageId: string) => `contact-${messageId}`;

interface MessageIdentity {
  messageId: string;
  dataSubjectId: string;
}

/**
 * A message from the contact form, sealed with the key of its sender's email (see correspondent.ts), so that
 * erasing the email erases it. Version 1 sealed each message with a key of its own, the message's id.
 */
export const ContactMessageReceived = defineEvent(
  'ContactMessageReceived',
  z.object({
    messageId: z.string().min(1),
    dataSubjectId: z.string().min(1),
    name: personal(z.string()),
    email: personal(z.string()),
    subject: z.string(),
    message: personal(z.string()),
  }),
  {
    schemaVersion: 2,
    upcasters: {
      1: (data) => ({ ...(data as object), dataSubjectId: (data as { messageId: string }).messageId }),
    },
    dataSubject: (data) => data.dataSubjectId,
  },
);
export const contactMessageEvents = [ContactMessageReceived] as const;
export type ContactMessageEvent = EventsOf<typeof contactMessageEvents>;

export type ContactMessageCommand = {
  type: 'SendContactMessage';
  data: MessageIdentity & ContactMessageInput;
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
    const { messageId, dataSubjectId } = command.data;
    return [{ type: 'ContactMessageReceived', data: { messageId, dataSubjectId, ...message } }];
  },
  evolve: () => ({ received: true }),
};
