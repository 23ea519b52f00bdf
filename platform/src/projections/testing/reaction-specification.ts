import { expect } from 'vitest';
import type { EventMetadata } from '../../event-store/event-store';
import type { DomainEventShape } from '../../serialization/event-codec';
import type { Reaction } from '../reaction';
import { asProjected } from './projection-specification';

/**
 * Given these events, recorded one after another in one stream, then these jobs. The reaction sees only the
 * events it handles, as the runner feeds it; and handing them again (after a crash before the checkpoint)
 * must ask for the very same jobs, under the same ids, so the queue takes none of them twice.
 */
export function reactionSpecification<Event extends DomainEventShape>(reaction: Reaction<Event>) {
  return {
    given(events: readonly Event[], actor?: EventMetadata['actor']) {
      const history = events.map((event, index) => ({
        ...asProjected(event, index, actor),
        streamId: 'stream-1',
        revision: BigInt(index),
      }));
      const jobs = () =>
        history
          .filter((event) => reaction.handles.includes(event.type))
          .flatMap((event) => reaction.jobFor(event) ?? []);
      return {
        thenJobs(expected: readonly ReturnType<typeof jobs>[number][]) {
          expect(jobs()).toEqual(expected);
          expect(jobs(), 'handing the events again asked for other jobs').toEqual(expected);
        },
      };
    },
  };
}
