import { expect } from 'vitest';
import type { EventMetadata } from '../../event-store/event-store';
import type { DomainEventShape } from '../../serialization/event-codec';
import { type JobRequest, jobsAskedFor, type Reaction } from '../reaction';
import { asProjected } from './projection-specification';

/**
 * Given these events, recorded one after another in one stream and read at once, then these jobs. The
 * reaction sees only the events it handles, as the runner feeds it; handing them again (after a crash
 * before the checkpoint) must ask for the very same jobs, under the same ids, so the queue takes none of
 * them twice; and the log read in two parts, cut anywhere, must ask for every one of them too.
 */
export function reactionSpecification<Event extends DomainEventShape>(reaction: Reaction<Event>) {
  return {
    given(events: readonly Event[], actor?: EventMetadata['actor']) {
      const history = events.map((event, index) => ({
        ...asProjected(event, index, actor),
        streamId: 'stream-1',
        revision: BigInt(index),
      }));
      const handled = history.filter((event) => reaction.handles.includes(event.type));
      const jobs = (events = handled) => jobsAskedFor(reaction, events);
      return {
        thenJobs(expected: readonly JobRequest[]) {
          expect(jobs()).toEqual(expected);
          expect(jobs(), 'handing the events again asked for other jobs').toEqual(expected);
          for (let cut = 1; cut < handled.length; cut++) {
            const inTwoReads = [...jobs(handled.slice(0, cut)), ...jobs(handled.slice(cut))];
            expect(inTwoReads, `the log read in two at event ${cut} missed jobs`).toEqual(
              expect.arrayContaining([...expected]),
            );
          }
        },
      };
    },
  };
}
