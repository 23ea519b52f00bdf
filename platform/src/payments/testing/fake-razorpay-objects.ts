import { gatewayId } from './fake-http-server';

/** Razorpay's entities as its API returns them (field names from its API reference and official client). */
type Notes = Record<string, string | number> | [];

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: 'upi';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: string;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: { rrn: string | null };
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

const notesOf = (value: unknown): Notes =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : [];

export function newOrder(amount: number, receipt: unknown, notes: unknown, createdAt: number): RazorpayOrder {
  return {
    id: gatewayId('order_', 14),
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency: 'INR',
    receipt: typeof receipt === 'string' ? receipt : null,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: notesOf(notes),
    created_at: createdAt,
  };
}

/** A UPI payment the shopper has started against an order (notes are checkout.js's own: none here). */
export function newPayment(order: RazorpayOrder, createdAt: number): RazorpayPayment {
  return {
    id: gatewayId('pay_', 14),
    entity: 'payment',
    amount: order.amount,
    currency: 'INR',
    status: 'created',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: 'success@razorpay',
    email: 'shopper@example.com',
    contact: '+919000090000',
    notes: [],
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: { rrn: null },
    created_at: createdAt,
  };
}

export const DECLINED_DESCRIPTION =
  "Your payment didn't go through as it was declined by the bank. Try another payment method or contact your bank.";

export function failedPayment(payment: RazorpayPayment): RazorpayPayment {
  return {
    ...payment,
    status: 'failed',
    vpa: 'failure@razorpay',
    error_code: 'BAD_REQUEST_ERROR',
    error_description: DECLINED_DESCRIPTION,
    error_source: 'bank',
    error_step: 'payment_authorization',
    error_reason: 'payment_declined',
  };
}

export function newRefund(
  payment: RazorpayPayment,
  amount: number,
  body: Record<string, unknown>,
  status: RazorpayRefund['status'],
  createdAt: number,
): RazorpayRefund {
  return {
    id: gatewayId('rfnd_', 14),
    entity: 'refund',
    amount,
    currency: 'INR',
    payment_id: payment.id,
    notes: notesOf(body.notes),
    receipt: typeof body.receipt === 'string' ? body.receipt : null,
    acquirer_data: { arn: null },
    created_at: createdAt,
    batch_id: null,
    status,
    speed_processed: 'normal',
    speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
  };
}
