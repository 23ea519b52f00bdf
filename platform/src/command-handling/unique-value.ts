import {
  type ReservationCommand,
  reservationDecider,
  reservationStreamId,
} from '@verdant/domain/shared/reservation';
import { type CommandContext, type EventSourcing, handleCommand, loadAggregate } from './handle-command';

/**
 * A kind of value that only one owner may hold at a time (a category slug, an email's fingerprint). Claims
 * and releases are events on the value's own reservation stream.
 */
export class UniqueValue {
  private readonly decider;

  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly scope: string,
    takenMessage: string,
    field: string,
  ) {
    this.decider = reservationDecider(takenMessage, field);
  }

  /** Refuses (conflict, with the taken message on the field) when another owner holds the value. */
  claim(value: string, ownerId: string, context: CommandContext) {
    return this.#handle('Reserve', value, ownerId, context);
  }

  /** Who holds the value now, if anyone. */
  async holder(value: string): Promise<string | null> {
    const { state } = await loadAggregate(
      this.eventSourcing,
      this.decider,
      reservationStreamId(this.scope, value),
    );
    return state.ownerId;
  }

  release(value: string, ownerId: string, context: CommandContext) {
    return this.#handle('Release', value, ownerId, context);
  }

  #handle(type: ReservationCommand['type'], value: string, ownerId: string, context: CommandContext) {
    return handleCommand(
      this.eventSourcing,
      this.decider,
      reservationStreamId(this.scope, value),
      { type, data: { scope: this.scope, value, ownerId } },
      context,
    );
  }
}

/** The newest of the positions a multi-step command wrote, for read-your-writes. */
export const latestPosition = (...positions: (bigint | null)[]) =>
  positions.reduce<bigint | null>(
    (max, position) => (position !== null && (max === null || position > max) ? position : max),
    null,
  );
