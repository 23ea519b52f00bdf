import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { stockSettingsDecider, THRESHOLD_RANGE } from './stock-settings';

const spec = deciderSpecification(stockSettingsDecider);

describe('stock settings', () => {
  it('sets the low-stock threshold, saying what it was (5 until set)', () => {
    spec
      .given([])
      .when({ type: 'SetLowStockThreshold', data: { threshold: 10 } })
      .thenEvents([{ type: 'LowStockThresholdSet', data: { threshold: 10, previousThreshold: 5 } }]);
  });

  it('sets it again from the one set last', () => {
    spec
      .given([{ type: 'LowStockThresholdSet', data: { threshold: 10, previousThreshold: 5 } }])
      .when({ type: 'SetLowStockThreshold', data: { threshold: 0 } })
      .thenEvents([{ type: 'LowStockThresholdSet', data: { threshold: 0, previousThreshold: 10 } }]);
  });

  it('records nothing when the threshold is the one in force', () => {
    spec
      .given([{ type: 'LowStockThresholdSet', data: { threshold: 3, previousThreshold: 5 } }])
      .when({ type: 'SetLowStockThreshold', data: { threshold: 3 } })
      .thenEvents([]);
    spec
      .given([])
      .when({ type: 'SetLowStockThreshold', data: { threshold: 5 } })
      .thenEvents([]);
  });

  it.each([-1, 2.5, 1_001, '7', null])('refuses %s, recording nothing', (threshold) => {
    spec
      .given([])
      .when({ type: 'SetLowStockThreshold', data: { threshold } })
      .thenRefused('invalid', THRESHOLD_RANGE);
  });
});
