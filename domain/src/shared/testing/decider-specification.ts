import { expect } from 'vitest';
import { type Decider, foldEvents } from '../decider';
import { DomainError, type DomainErrorKind } from '../domain-error';

/**
 * Reads like the business: given these past events, when this command, then these events (or this error).
 *
 *   const spec = deciderSpecification(categoryDecider);
 *   spec.given([created]).when(deleteIt).thenEvents([deleted]);
 */
export function deciderSpecification<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return {
    given(pastEvents: readonly Event[]) {
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, foldEvents(decider, pastEvents));
          return {
            thenEvents(expectedEvents: readonly Event[]) {
              expect(decide()).toEqual(expectedEvents);
            },
            thenNothingHappens() {
              expect(decide()).toEqual([]);
            },
            thenRefused(kind: DomainErrorKind, message: string, fieldErrors?: Record<string, string>) {
              let refusal: unknown;
              try {
                decide();
              } catch (error) {
                refusal = error;
              }
              expect(refusal).toBeInstanceOf(DomainError);
              const domainError = refusal as DomainError;
              expect({ kind: domainError.kind, message: domainError.message }).toEqual({ kind, message });
              if (fieldErrors) expect(domainError.fieldErrors).toEqual(fieldErrors);
            },
          };
        },
      };
    },
  };
}
