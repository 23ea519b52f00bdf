import { gatewayId } from './fake-http-server';

/** Stripe's objects as its API returns them (field names from the official client's types), the parts in use. */
export interface StripeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  allowed_payment_method_types: string[] | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: StripeCardError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, string> } | null;
  payment_method: string | null;
  payment_method_types: string[];
  shipping: StripeShipping | null;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'requires_capture'
    | 'canceled'
    | 'succeeded';
}

export interface StripeShipping {
  address: {
    city: string | null;
    country: string | null;
    line1: string | null;
    line2: string | null;
    postal_code: string | null;
    state: string | null;
  };
  carrier: string | null;
  name: string;
  phone: string | null;
  tracking_number: string | null;
}

export interface StripeCardError {
  charge: string;
  code: string;
  decline_code: string;
  doc_url: string;
  message: string;
  payment_method: { id: string; object: 'payment_method'; type: 'card' };
  type: 'card_error';
}

export interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string | null;
  created: number;
  currency: string;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: null;
  receipt_number: null;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
}

/** The card outcomes of Stripe's test cards: 4242 succeeds, 0002 is declined, 3155 asks for 3-D Secure. */
export type FakeCard = 'succeeds' | 'declined' | 'requires_action' | 'processing';

export const DECLINED_MESSAGE = 'Your card was declined.';

/** The shipping of a PaymentIntent as Stripe gives it back: every address field there, null when not sent. */
function shippingOf(params: Record<string, unknown>): StripeShipping | null {
  const shipping = params.shipping as Record<string, unknown> | undefined;
  if (!shipping) return null;
  const address = (shipping.address ?? {}) as Record<string, string | undefined>;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    address: {
      city: text(address.city),
      country: text(address.country),
      line1: text(address.line1),
      line2: text(address.line2),
      postal_code: text(address.postal_code),
      state: text(address.state),
    },
    carrier: text(shipping.carrier),
    name: String(shipping.name),
    phone: text(shipping.phone),
    tracking_number: text(shipping.tracking_number),
  };
}

export function newIntent(
  amount: number,
  currency: string,
  params: Record<string, unknown>,
  created: number,
): StripeIntent {
  const id = gatewayId('pi_', 24);
  const allowed = Array.isArray(params.allowed_payment_method_types)
    ? params.allowed_payment_method_types.map(String)
    : null;
  return {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    allowed_payment_method_types: allowed,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${gatewayId('', 25)}`,
    confirmation_method: 'automatic',
    created,
    currency,
    customer: null,
    description: typeof params.description === 'string' ? params.description : null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: (params.metadata as Record<string, string> | undefined) ?? {},
    next_action: null,
    payment_method: null,
    payment_method_types: allowed ?? ['card'],
    shipping: shippingOf(params),
    status: 'requires_payment_method',
  };
}

/** The PaymentIntent after the card form confirmed it with one of Stripe's test cards. */
export function confirmed(intent: StripeIntent, card: FakeCard): StripeIntent {
  const paymentMethod = gatewayId('pm_', 24);
  const charge = gatewayId('ch_', 24);
  const tried = { ...intent, payment_method: paymentMethod, last_payment_error: null, next_action: null };
  switch (card) {
    case 'succeeds':
      return { ...tried, status: 'succeeded', amount_received: intent.amount, latest_charge: charge };
    case 'processing':
      return { ...tried, status: 'processing' };
    case 'requires_action':
      return {
        ...tried,
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      };
    case 'declined':
      return {
        ...tried,
        status: 'requires_payment_method',
        payment_method: null,
        latest_charge: charge,
        last_payment_error: {
          charge,
          code: 'card_declined',
          decline_code: 'generic_decline',
          doc_url: 'https://stripe.com/docs/error-codes/card-declined',
          message: DECLINED_MESSAGE,
          payment_method: { id: paymentMethod, object: 'payment_method', type: 'card' },
          type: 'card_error',
        },
      };
  }
}

/** Why Stripe's test refunds fail (a refund to an expired card). */
export const REFUND_FAILURE_REASON = 'expired_or_canceled_card';

export function newRefund(
  intent: StripeIntent,
  amount: number,
  metadata: Record<string, string>,
  status: StripeRefund['status'],
  created: number,
): StripeRefund {
  return {
    id: gatewayId('re_', 24),
    object: 'refund',
    amount,
    balance_transaction: gatewayId('txn_', 24),
    charge: intent.latest_charge,
    created,
    currency: intent.currency,
    ...(status === 'failed' ? { failure_reason: REFUND_FAILURE_REASON } : {}),
    metadata,
    payment_intent: intent.id,
    reason: null,
    receipt_number: null,
    status,
  };
}

/** Stripe's form encoding (`metadata[order_id]=...`, `list[0]=...`) read back into objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter((part) => part !== '');
    let node = result;
    parts.forEach((part, index) => {
      const next = parts[index + 1];
      if (next === undefined) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(next) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return result;
}
