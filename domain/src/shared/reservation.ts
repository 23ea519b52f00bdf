import { z } from 'zod';
import type { Decider } from './decider';
import { conflict } from './domain-error';
import { defineEvent, type EventsOf } from './event-definition';

/**
 * A unique value (a category slug, an email, a coupon code) is claimed by appending to its own stream,
 * `reservation-{scope}:{value}`, with the revision read before deciding: two claims racing for a free value
 * cannot both be written. Releasing it (the owner was deleted or renamed) lets another owner claim it.
 */
export const reservationStreamId = (scope: string, value: string) => `reservation-${scope}:${value}`;

export const ValueReserved = defineEvent(
  'ValueReserved',
  z.object({ scope: z.string().min(1), value: z.string().min(1), ownerId: z.string().min(1) }),
);
export const ValueReleased = defineEvent(
  'ValueReleased',
  z.object({ scope: z.string().min(1), value: z.string().min(1), ownerId: z.string().min(1) }),
);
export const reservationEvents = [ValueReserved, ValueReleased] as const;
export type ReservationEvent = EventsOf<typeof reservationEvents>;

export type ReservationCommand =
  | { type: 'Reserve'; data: { scope: string; value: string; ownerId: string } }
  | { type: 'Release'; data: { scope: string; value: string; ownerId: string } };

export interface ReservationState {
  ownerId: string | null;
}

/** `takenMessage` is what the user reads when somebody else holds the value. */
export function reservationDecider(
  takenMessage: string,
  field: string,
): Decider<ReservationCommand, ReservationEvent, ReservationState> {
  return {
    initialState: () => ({ ownerId: null }),
    decide(command, state) {
      const { ownerId } = command.data;
      switch (command.type) {
        case 'Reserve':
          if (state.ownerId === ownerId) return [];
          if (state.ownerId !== null) throw conflict(takenMessage, { [field]: takenMessage });
          return [{ type: 'ValueReserved', data: command.data }];
        case 'Release':
          if (state.ownerId !== ownerId) return [];
          return [{ type: 'ValueReleased', data: command.data }];
      }
    },
    evolve(_state, event) {
      switch (event.type) {
        case 'ValueReserved':
          return { ownerId: event.data.ownerId };
        case 'ValueReleased':
          return { ownerId: null };
      }
    },
  };
}
