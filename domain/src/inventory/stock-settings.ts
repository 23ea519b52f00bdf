import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { parseOrRefuse } from '../shared/validation';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './stock-levels';

/** The shop's one stream of stock settings: how few available makes a counted plant low in stock. */
export const STOCK_SETTINGS_STREAM = 'stock-settings';

/** More than any plant shop keeps of one plant: a slip of the keyboard. */
export const HIGHEST_LOW_STOCK_THRESHOLD = 1_000;

export const THRESHOLD_RANGE = `Low stock threshold must be a whole number from 0 to ${HIGHEST_LOW_STOCK_THRESHOLD.toLocaleString('en-IN')}`;

export const lowStockThresholdRules = z.object({
  threshold: z
    .number({ error: THRESHOLD_RANGE })
    .int(THRESHOLD_RANGE)
    .min(0, THRESHOLD_RANGE)
    .max(HIGHEST_LOW_STOCK_THRESHOLD, THRESHOLD_RANGE),
});

/** A counted plant shows as low in stock at or below `threshold` available (0: never low, only out). */
export const LowStockThresholdSet = defineEvent(
  'LowStockThresholdSet',
  z.object({ threshold: z.number().int().min(0), previousThreshold: z.number().int().min(0) }),
);

export const stockSettingsEvents = [LowStockThresholdSet] as const;
export type StockSettingsEvent = EventsOf<typeof stockSettingsEvents>;

export type StockSettingsCommand = { type: 'SetLowStockThreshold'; data: { threshold: unknown } };

export interface StockSettings {
  lowStockThreshold: number;
}

export const stockSettingsDecider: Decider<StockSettingsCommand, StockSettingsEvent, StockSettings> = {
  initialState: () => ({ lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD }),

  decide(command, state) {
    const { threshold } = parseOrRefuse(lowStockThresholdRules, command.data);
    // Saving the threshold it already has changes nothing, and the history says nothing of it.
    if (threshold === state.lowStockThreshold) return [];
    return [
      {
        type: 'LowStockThresholdSet',
        data: { threshold, previousThreshold: state.lowStockThreshold },
      },
    ];
  },

  evolve: (_state, event) => ({ lowStockThreshold: event.data.threshold }),
};
