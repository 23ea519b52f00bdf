/**
 * A decider is an aggregate's whole behaviour as three pure functions: from its past events `evolve`
 * folds the state, and `decide` turns a command into new events or throws a DomainError.
 */
export interface Decider<Command, Event, State> {
  initialState(): State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

/** The state after the given events, as the command handler sees it before deciding. */
export function foldEvents<Command, Event, State>(
  decider: Decider<Command, Event, State>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/**
 * The decider over a list of commands, taken as one: each is decided on the state the ones before it leave,
 * and one refusal refuses them all. A form saved as several commands is then written whole or not at all.
 */
export function inSequence<Command, Event, State>(
  decider: Decider<Command, Event, State>,
): Decider<readonly Command[], Event, State> {
  return {
    initialState: decider.initialState,
    evolve: decider.evolve,
    decide(commands, initial) {
      let state = initial;
      const events: Event[] = [];
      for (const command of commands) {
        const decided = decider.decide(command, state);
        state = decided.reduce(decider.evolve, state);
        events.push(...decided);
      }
      return events;
    },
  };
}
