import type { EnqueueOptions } from '@verdant/platform';
import type { GatewayName, WebhookFacts } from '@verdant/platform/payments';

/** The work reactions ask for, by queue: the contract between a reaction and the server's job handlers. */
export const MAIL_QUEUE = 'mail';
export const ORDERS_QUEUE = 'orders';
export const PAYMENTS_QUEUE = 'payments';
export const REPORTS_QUEUE = 'reports';
export const INVOICES_QUEUE = 'invoices';

export type MailJob =
  | { kind: 'welcome'; accountId: string }
  /** The link that lets the account's owner choose a new password, working until `expiresAt`. */
  | { kind: 'password-reset'; accountId: string; expiresAt: string }
  /** The one mail of a wait for a sold-out plant, now back. */
  | { kind: 'back-in-stock'; productId: string; requestId: string }
  | OrderMailJob
  | ClaimMailJob
  | ReturnMailJob;

/** A step of a claim told to its customer, as the order stood at that step (`revision` in its stream). */
export type ClaimMailJob = {
  kind: 'claim-opened' | 'claim-photos-requested' | 'claim-declined' | 'claim-replaced' | 'claim-refunded';
  orderId: string;
  claimId: string;
  revision: number;
};

/** A step of a return told to its customer, as the order stood at that step (`revision` in its stream). */
export type ReturnMailJob = {
  kind: 'return-requested' | 'return-approved' | 'return-declined' | 'return-received' | 'return-refund-paid';
  orderId: string;
  returnId: string;
  revision: number;
};

/** A mail to an order's customer. */
export type OrderMailJob =
  | { kind: 'order-placed'; orderId: string }
  | { kind: 'order-cancelled'; orderId: string }
  /** Told as the order stood at the event the mail is about: `revision`, its place in the order's stream. */
  | {
      kind: 'payment-received' | 'order-shipped' | 'tracking-number' | 'order-delivered';
      orderId: string;
      revision: number;
    }
  | { kind: 'refund-completed'; orderId: string; refundId: string };

export type OrderJob =
  /**
   * Takes up a checkout that may have stopped halfway: finishes its recorded purchase, or gives back what no
   * purchase followed: a claim on `couponCode`, units reserved of `reservedItem`.
   */
  | {
      kind: 'resume-checkout';
      orderId: string;
      customerId: string;
      couponCode: string | null;
      reservedItem?: { productId: string; variantId: string | null };
    }
  /** Gives back the units a cancelled (or expired) order held of the plants whose stock is counted. */
  | { kind: 'release-stock'; orderId: string }
  /** The shipped order's reserved units leave the count on hand. */
  | { kind: 'ship-stock'; orderId: string }
  /** Tells those waiting for the plant, if it can be bought again. */
  | { kind: 'announce-back-in-stock'; productId: string }
  /** Gives back the coupon use a cancelled order held: on the coupon and in the customer's purchases. */
  | { kind: 'release-coupon'; orderId: string }
  /** Places the free order a claim on `orderId` was replaced with, if deciding it stopped before it did. */
  | { kind: 'place-replacement'; orderId: string; claimId: string }
  /** Queued by earlier versions, before checkouts were one workflow: both are run as 'resume-checkout'. */
  | { kind: 'complete-order'; orderId: string; customerId: string }
  | { kind: 'check-coupon-claim'; orderId: string; customerId: string; code: string };

export type PaymentJob =
  /** Gives money back through the gateway that took it; the refund id is the gateway's idempotency key. */
  | { kind: 'refund'; orderId: string; refundId: string }
  /** Asks the gateways about payments left pending, cancels orders whose money never came, follows refunds. */
  | { kind: 'reconcile' }
  /** Asks the gateways about orders cancelled in the last days, so a late payment is found and given back. */
  | { kind: 'reconcile-cancelled' }
  /** A gateway's verified webhook, recorded as its word on a payment. */
  | { kind: 'webhook'; gateway: GatewayName; facts: WebhookFacts };

/**
 * Tax documents of an order, dated by the event that called for them (`issuedAt`): the same date, financial
 * year and number however late or often the job runs.
 */
export type InvoiceJob =
  /** The order's invoice, when it ships or, for cash on delivery when the shop prefers, when it is delivered. */
  | { kind: 'issue-invoice'; orderId: string; at: 'shipment' | 'delivery'; issuedAt: string }
  /** A credit note against the order's invoice: all that is left, a return's lines, or a claim's refund. */
  | {
      kind: 'issue-credit-note';
      orderId: string;
      creditNoteId: string;
      settles:
        | { kind: 'cancellation' }
        | { kind: 'return'; returnId: string }
        | { kind: 'claim'; claimId: string };
      issuedAt: string;
    };

/** An analyst's report built over the whole history, as the admin asked. */
export type ReportJob = { kind: 'build'; report: string; buildId: string };

/** Five tries over about a minute (2 s, 4 s, 8 s, 16 s apart): long enough to ride out a passing fault. */
export const FIVE_TRIES: EnqueueOptions = { attempts: 5, backoff: { type: 'exponential', delayMs: 2_000 } };

/**
 * Ten tries over about seventeen minutes (2 s, 4 s, 8 s, … 8.5 min apart): a mail server's passing refusal,
 * greylisting included, is over within minutes.
 */
export const MAIL_TRIES = {
  attempts: 10,
  backoff: { type: 'exponential', delayMs: 2_000 },
} as const satisfies EnqueueOptions;
