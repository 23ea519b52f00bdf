import { describe, it } from 'vitest';
import { type Decider, inSequence } from './decider';
import { invalid } from './domain-error';
import { deciderSpecification } from './testing/decider-specification';

type Added = { type: 'Added'; data: { amount: number } };

/** A tally that never goes above 10. */
const tally: Decider<{ add: number }, Added, number> = {
  initialState: () => 0,
  decide({ add }, total) {
    if (total + add > 10) throw invalid('Too much');
    return add === 0 ? [] : [{ type: 'Added', data: { amount: add } }];
  },
  evolve: (total, event) => total + event.data.amount,
};

const spec = deciderSpecification(inSequence(tally));
const added = (amount: number): Added => ({ type: 'Added', data: { amount } });

describe('a decider in sequence', () => {
  it('decides each command on the state the ones before it leave', () => {
    spec
      .given([added(2)])
      .when([{ add: 3 }, { add: 0 }, { add: 5 }])
      .thenEvents([added(3), added(5)]);
  });

  it('refuses them all when one is refused, however many came before', () => {
    spec
      .given([added(2)])
      .when([{ add: 3 }, { add: 5 }, { add: 1 }])
      .thenRefused('invalid', 'Too much');
  });
});
