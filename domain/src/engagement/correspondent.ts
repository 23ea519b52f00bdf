import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { defineEvent, type EventsOf } from '../shared/event-definition';

/**
 * Whoever writes to the shop or subscribes to its newsletter, known by the keyed fingerprint of their email.
 * Everything an email sends is sealed with one key, the correspondent's data subject, so erasing the email
 * deletes one key for every message and subscription. Keys are never made again once erased, so each
 * erasure moves the email on to a fresh data subject: what it sends afterwards is readable again.
 */
export const correspondentStreamId = (emailFingerprint: string) => `correspondent-${emailFingerprint}`;

export const CorrespondentErased = defineEvent(
  'CorrespondentErased',
  z.object({
    emailFingerprint: z.string().min(1),
    /** The key the email's messages and subscriptions were sealed with until now. */
    dataSubjectId: z.string().min(1),
    /** Messages of this email recorded when each message had a key of its own, erased with it. */
    olderMessageIds: z.array(z.string().min(1)),
  }),
);
export const correspondentEvents = [CorrespondentErased] as const;
export type CorrespondentEvent = EventsOf<typeof correspondentEvents>;

export type CorrespondentCommand = {
  type: 'EraseCorrespondent';
  data: { emailFingerprint: string; olderMessageIds: readonly string[] };
};

export interface CorrespondentState {
  erasures: number;
  /** Every key an erasure of this email named: running it again deletes any an interrupted run left. */
  erasedSubjectIds: string[];
}

/**
 * The data subject sealing what the email sends now: its fingerprint itself at first (as newsletter
 * subscriptions always were), then a new one after each erasure.
 */
export const correspondentSubjectId = (emailFingerprint: string, state: CorrespondentState) =>
  state.erasures === 0 ? emailFingerprint : `${emailFingerprint}.${state.erasures}`;

export const correspondentDecider: Decider<CorrespondentCommand, CorrespondentEvent, CorrespondentState> = {
  initialState: () => ({ erasures: 0, erasedSubjectIds: [] }),
  decide(command, state) {
    const { emailFingerprint, olderMessageIds } = command.data;
    return [
      {
        type: 'CorrespondentErased',
        data: {
          emailFingerprint,
          dataSubjectId: correspondentSubjectId(emailFingerprint, state),
          olderMessageIds: [...olderMessageIds],
        },
      },
    ];
  },
  evolve: (state, event) => ({
    erasures: state.erasures + 1,
    erasedSubjectIds: [...state.erasedSubjectIds, event.data.dataSubjectId, ...event.data.olderMessageIds],
  }),
};
