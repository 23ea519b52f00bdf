import { z } from 'zod';
import { blankAsNull } from '../shared/validation';

/** Why a count changed other than by a delivery or an order. */
export const ADJUSTMENT_REASONS = ['count_correction', 'damaged', 'died'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  count_correction: 'Count correction',
  damaged: 'Damaged',
  died: 'Died',
};

/** More than a nursery delivers at once, or a slip of the keyboard. */
export const MOST_UNITS_AT_ONCE = 10_000;

export const QUANTITY_RANGE = `Quantity must be a whole number from 1 to ${MOST_UNITS_AT_ONCE.toLocaleString('en-IN')}`;
export const CHANGE_RANGE = `Change must be a whole number from -${MOST_UNITS_AT_ONCE.toLocaleString('en-IN')} to ${MOST_UNITS_AT_ONCE.toLocaleString('en-IN')}, not 0`;
export const REASON_REQUIRED = 'Please choose a reason';
export const NOTE_TOO_LONG = 'Note must be at most 500 characters';

/** The refusal of a reservation for want of stock; the checkout names every line that is short. */
export const STOCK_SHORT = 'stock_short';

export const ON_HAND_BELOW_ZERO = (onHand: number) => `The count on hand cannot go below 0 (it is ${onHand})`;

const note = blankAsNull(z.string().trim().max(500, NOTE_TOO_LONG));

export const deliveryRules = z.object({
  quantity: z
    .number({ error: QUANTITY_RANGE })
    .int(QUANTITY_RANGE)
    .min(1, QUANTITY_RANGE)
    .max(MOST_UNITS_AT_ONCE, QUANTITY_RANGE),
  note,
});

export const adjustmentRules = z.object({
  change: z
    .number({ error: CHANGE_RANGE })
    .int(CHANGE_RANGE)
    .min(-MOST_UNITS_AT_ONCE, CHANGE_RANGE)
    .max(MOST_UNITS_AT_ONCE, CHANGE_RANGE)
    .refine((change) => change !== 0, CHANGE_RANGE),
  reason: z.enum(ADJUSTMENT_REASONS, { error: REASON_REQUIRED }),
  note,
});

export interface StockShortage {
  /** Units the shopper may still have (never below 0). */
  available: number;
  /** The plant, with its size in brackets when it comes in several. */
  label: string;
}

export const shortageLine = ({ available, label }: StockShortage) => `Only ${available} left of ${label}.`;

/** Every line of an order that is short, in one refusal. */
export const stockShortMessage = (lines: readonly string[]) => `${lines.join(' ')} Please update your cart.`;
