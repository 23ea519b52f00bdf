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
