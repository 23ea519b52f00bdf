import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type {
  AllStreamResolvedEvent,
  EventStoreDBClient,
  ReadPosition,
  SubscribeToAllOptions,
} from '@eventstore/db-client';
import { sampleMetadata } from './contract-fixtures';

/** Stands in for one server-side subscription: the test pushes events into it, or breaks it. */
export class FakeServerSubscription extends Readable {
  unsubscribed = false;

  constructor(readonly fromPosition: ReadPosition | undefined) {
    super({ objectMode: true, read() {} });
  }

  deliver(...positions: bigint[]): void {
    for (const position of positions) this.push(resolvedEventAt(position));
  }

  async unsubscribe(): Promise<void> {
    this.unsubscribed = true;
  }
}

/** The part of the client a subscription uses, recording every subscription it was asked for. */
export class FakeEsdbClient {
  readonly subscriptions: FakeServerSubscription[] = [];

  subscribeToAll(options: SubscribeToAllOptions = {}): FakeServerSubscription {
    const subscription = new FakeServerSubscription(options.fromPosition);
    this.subscriptions.push(subscription);
    return subscription;
  }

  asClient(): EventStoreDBClient {
    return this as unknown as EventStoreDBClient;
  }
}

function resolvedEventAt(position: bigint): AllStreamResolvedEvent {
  return {
    event: {
      streamId: 'plant-1',
      id: randomUUID(),
      revision: position,
      type: 'PlantWatered',
      data: { position: String(position) },
      metadata: { ...sampleMetadata() },
      isJson: true,
      created: new Date(0),
      position: { commit: position, prepare: position },
    },
    commitPosition: position,
  };
}
