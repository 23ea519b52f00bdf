import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { stockSettingsProjection } from './stock-settings';

const spec = projectionSpecification(stockSettingsProjection);

describe('stock settings read model', () => {
  it('holds nothing until a threshold is set: queries use the default', async () => {
    await spec.given([]).thenReadModel({ stock_settings: [] });
  });

  it('holds the threshold set last, and when', async () => {
    await spec
      .given([
        { type: 'LowStockThresholdSet', data: { threshold: 10, previousThreshold: 5 } },
        { type: 'LowStockThresholdSet', data: { threshold: 2, previousThreshold: 10 } },
      ])
      .thenReadModel({
        stock_settings: [{ _id: 'stock', lowStockThreshold: 2, updatedAt: recordedAt(1) }],
      });
  });
});
