import { longShopDay } from '@verdant/domain/shared/shop-calendar';
import type { RouterOutputs } from '@verdant/web-kit';

type ReturnsApi = RouterOutputs['admin']['returns'];
export type ReturnRow = ReturnsApi['list'][number];
export type ReturnStory = ReturnsApi['get'];
export type ReturnStep = ReturnStory['steps'][number];
export type ReturnState = ReturnRow['status'];

/** Where a return stands, as the back office reads it, in the order the shop takes them up. */
export const returnStateLabels: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Awaiting receipt',
  refund_due: 'Refund due',
  refunded: 'Refunded',
  declined: 'Declined',
};

const RETURN_STATES = Object.keys(returnStateLabels) as ReturnState[];

export type StateFilter = ReturnState | 'all';

/** The state filter as a link may give it (?status=approved); anything else shows every return. */
export const stateFilterOf = (value: string | null): StateFilter =>
  RETURN_STATES.find((state) => state === value) ?? 'all';

/** How the cash of a cash-on-delivery order is paid back. */
export const manualRefundLabels = { upi: 'UPI', bank_transfer: 'Bank transfer' } as const;
export type ManualRefundMethod = keyof typeof manualRefundLabels;

/** When a refund is due, in words: 'Due by 18 December 2026', or overdue since then. */
export const refundDueText = (dueBy: string, overdue: boolean) =>
  `${overdue ? 'Overdue: was due by' : 'Due by'} ${longShopDay(dueBy)}`;
