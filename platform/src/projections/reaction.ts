import type { EnqueueOptions, JobToEnqueue } from '../job-queue/job-queue';
import type { DomainEventShape } from '../serialization/event-codec';
import type { ProjectedEvent } from './projection';

/** A job one event asks for. Its id must follow from the event, so the same event never makes two jobs. */
export interface JobRequest {
  queue: string;
  job: JobToEnqueue<unknown>;
  options?: EnqueueOptions;
}

/**
 * A side effect of new events, such as a mail: for each event it handles, the job to enqueue (or none). It
 * reacts only to events recorded after it first started, never to the history: a replay, a rebuild or a
 * report never reaches it, and so never sends a mail, calls a gateway or enqueues work. Pure: the job is
 * decided from the event alone, and the job's handler does the work.
 */
export interface Reaction<Event extends DomainEventShape = DomainEventShape> {
  readonly name: string;
  readonly handles: readonly Event['type'][];
  jobFor(event: ProjectedEvent<Event>): JobRequest | null;
  /**
   * Of the jobs one read of the log asks for, the ids of those its later events make needless (a follow-up
   * of a step that the same read shows finished). A read cut in another place asks for them all, which is
   * safe: the job finds nothing left to do.
   */
  needlessJobs?(events: readonly ProjectedEvent<Event>[]): ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/** The jobs one read of the log asks a reaction for, in the order of its events. */
export function jobsAskedFor<Event extends DomainEventShape>(
  reaction: Reaction<Event>,
  events: readonly ProjectedEvent<Event>[],
): JobRequest[] {
  const needless = reaction.needlessJobs?.(events) ?? NONE;
  return events.flatMap((event) => {
    const request = reaction.jobFor(event);
    return request && !needless.has(request.job.id) ? [request] : [];
  });
}

/**
 * Reactions to disjoint event types run as one, under one name: one feed of the log instead of one each,
 * which every append would otherwise wake.
 */
export function reactionOf<Event extends DomainEventShape>(
  name: string,
  parts: readonly Reaction<Event>[],
): Reaction<Event> {
  // An event asks for one job: a type two parts handled would lose the second part's.
  const shared = parts
    .flatMap((part) => part.handles)
    .filter((type, index, all) => all.indexOf(type) !== index);
  if (shared.length > 0)
    throw new Error(`${name}: its parts must handle disjoint event types (${shared.join(', ')})`);
  return {
    name,
    handles: parts.flatMap((part) => part.handles),
    jobFor(event) {
      const part = parts.find((candidate) => candidate.handles.includes(event.type));
      return part ? part.jobFor(event) : null;
    },
    needlessJobs(events) {
      return new Set(
        parts.flatMap((part) => [
          ...(part.needlessJobs?.(events.filter((event) => part.handles.includes(event.type))) ?? NONE),
        ]),
      );
    },
  };
}
