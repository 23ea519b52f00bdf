import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { personal } from '../shared/personal-data';
import { parseOrRefuse } from '../shared/validation';
import { newsletterRules } from './engagement-rules';

/**
 * The emails waiting for one sold-out plant to come back, on the plant's own stream. An email is sealed with
 * the key of its correspondent (see correspondent.ts), so erasing the email leaves nothing to write to.
 */
export const backInStockStreamId = (productId: string) => `back-in-stock-${productId}`;

export const BackInStockRequested = defineEvent(
  'BackInStockRequested',
  z.object({
    productId: z.string().min(1),
    requestId: z.string().min(1),
    emailFingerprint: z.string().min(1),
    dataSubjectId: z.string().min(1),
    email: personal(z.string()),
  }),
  { dataSubject: (data) => data.dataSubjectId },
);
/** The plant is back: the request gets its one mail, and ends. */
export const BackInStockAnnounced = defineEvent(
  'BackInStockAnnounced',
  z.object({ productId: z.string().min(1), requestId: z.string().min(1) }),
);
export const backInStockEvents = [BackInStockRequested, BackInStockAnnounced] as const;
export type BackInStockEvent = EventsOf<typeof backInStockEvents>;

export type BackInStockCommand =
  | {
      type: 'AskToBeTold';
      data: {
        productId: string;
        requestId: string;
        emailFingerprint: string;
        dataSubjectId: string;
        email: string;
      };
    }
  | { type: 'AnnounceBackInStock'; data: { productId: string } };

interface OpenRequest {
  requestId: string;
  emailFingerprint: string;
  dataSubjectId: string;
}

export interface BackInStockState {
  /** The requests not yet told, oldest first. */
  open: readonly OpenRequest[];
}

export const backInStockDecider: Decider<BackInStockCommand, BackInStockEvent, BackInStockState> = {
  initialState: () => ({ open: [] }),

  decide(command, state) {
    if (command.type === 'AnnounceBackInStock') {
      const { productId } = command.data;
      return state.open.map(({ requestId }) => ({
        type: 'BackInStockAnnounced',
        data: { productId, requestId },
      }));
    }
    const { email } = parseOrRefuse(newsletterRules, command.data);
    const { productId, requestId, emailFingerprint, dataSubjectId } = command.data;
    // Asking twice waits once: one mail when the plant is back.
    const waiting = state.open.some(
      (request) => request.emailFingerprint === emailFingerprint && request.dataSubjectId === dataSubjectId,
    );
    if (waiting) return [];
    return [
      {
        type: 'BackInStockRequested',
        data: { productId, requestId, emailFingerprint, dataSubjectId, email },
      },
    ];
  },

  evolve(state, event) {
    if (event.type === 'BackInStockRequested') {
      const { requestId, emailFingerprint, dataSubjectId } = event.data;
      return { open: [...state.open, { requestId, emailFingerprint, dataSubjectId }] };
    }
    return { open: state.open.filter((request) => request.requestId !== event.data.requestId) };
  },
};
