import type Database from 'better-sqlite3';
import { openDatabase } from '../sqlite/open-database';

export type TestPaymentStatus =
  | 'created'
  | 'requires_action'
  | 'requires_payment_method'
  | 'failed'
  | 'captured'
  /** Cancelled by the shop: nothing can be paid on it any more. */
  | 'canceled';

export interface TestPayment {
  gatewayOrderId: string;
  orderId: string;
  amount: number;
  status: TestPaymentStatus;
  paymentId: string | null;
  failureReason: string | null;
  /** The card try that was declined last (as Stripe's latest_charge), or null. */
  attemptId: string | null;
}

export type TestRefundStatus = 'pending' | 'completed' | 'failed';

export interface TestRefund {
  refundId: string;
  paymentId: string;
  amount: number;
  status: TestRefundStatus;
  failureReason: string | null;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS test_payments (
    gateway_order_id TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    order_id TEXT NOT NULL,
    amount INTEGER NOT NULL,
    status TEXT NOT NULL,
    payment_id TEXT,
    failure_reason TEXT,
    attempt_id TEXT
  ) STRICT;
  CREATE TABLE IF NOT EXISTS test_refunds (
    refund_id TEXT PRIMARY KEY,
    idempotency_key TEXT NOT NULL UNIQUE,
    payment_id TEXT NOT NULL,
    amount INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'completed',
    failure_reason TEXT
  ) STRICT;
  CREATE TABLE IF NOT EXISTS test_gateway_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
`;

/** Columns added since the first version of the store: a store made before gets them (its refunds completed). */
const ADDED_COLUMNS = [
  { table: 'test_payments', column: 'attempt_id', definition: 'attempt_id TEXT' },
  { table: 'test_refunds', column: 'status', definition: "status TEXT NOT NULL DEFAULT 'completed'" },
  { table: 'test_refunds', column: 'failure_reason', definition: 'failure_reason TEXT' },
] as const;

interface PaymentRow {
  gateway_order_id: string;
  order_id: string;
  amount: number;
  status: TestPaymentStatus;
  payment_id: string | null;
  failure_reason: string | null;
  attempt_id: string | null;
}

const REFUND_COLUMNS =
  'refund_id AS refundId, payment_id AS paymentId, amount, status, failure_reason AS failureReason';

/** What the test-mode gateway remembers, as a real gateway would across restarts: its payments and refunds. */
export class TestGatewayStore {
  readonly #db: Database.Database;

  constructor(file: string) {
    this.#db = openDatabase(file);
    this.#db.pragma('journal_mode = WAL');
    this.#db.exec(SCHEMA);
    for (const { table, column, definition } of ADDED_COLUMNS) {
      const columns = this.#db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
      if (!columns.some((existing) => existing.name === column))
        this.#db.exec(`ALTER TABLE ${table} ADD COLUMN ${definition}`);
    }
  }

  /** The gateway's signing secret, made once and kept. */
  secret(create: () => string): string {
    const row = this.#db.prepare(`SELECT value FROM test_gateway_meta WHERE key = 'secret'`).get() as
      | { value: string }
      | undefined;
    if (row) return row.value;
    const secret = create();
    this.#db.prepare(`INSERT INTO test_gateway_meta (key, value) VALUES ('secret', ?)`).run(secret);
    return secret;
  }

  /** The payment opened under this idempotency key, opening it when there is none. */
  open(
    idempotencyKey: string,
    payment: Pick<TestPayment, 'gatewayOrderId' | 'orderId' | 'amount'>,
  ): TestPayment {
    this.#db
      .prepare(
        `INSERT INTO test_payments (gateway_order_id, idempotency_key, order_id, amount, status)
         VALUES (?, ?, ?, ?, 'created') ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .run(payment.gatewayOrderId, idempotencyKey, payment.orderId, payment.amount);
    const row = this.#db
      .prepare('SELECT * FROM test_payments WHERE idempotency_key = ?')
      .get(idempotencyKey) as PaymentRow;
    return toPayment(row);
  }

  payment(gatewayOrderId: string): TestPayment | null {
    const row = this.#db
      .prepare('SELECT * FROM test_payments WHERE gateway_order_id = ?')
      .get(gatewayOrderId) as PaymentRow | undefined;
    return row ? toPayment(row) : null;
  }

  /** The payment that took the money under this payment id, or null. */
  capturedPayment(paymentId: string): TestPayment | null {
    const row = this.#db
      .prepare(`SELECT * FROM test_payments WHERE payment_id = ? AND status = 'captured'`)
      .get(paymentId) as PaymentRow | undefined;
    return row ? toPayment(row) : null;
  }

  settle(
    gatewayOrderId: string,
    change: Pick<TestPayment, 'status' | 'paymentId' | 'failureReason'> & { attemptId?: string | null },
  ): void {
    this.#db
      .prepare(
        `UPDATE test_payments SET status = ?, payment_id = ?, failure_reason = ?, attempt_id = ?
         WHERE gateway_order_id = ?`,
      )
      .run(change.status, change.paymentId, change.failureReason, change.attemptId ?? null, gatewayOrderId);
  }

  /** The refund made under this idempotency key, or null. */
  refundByKey(idempotencyKey: string): TestRefund | null {
    return (
      (this.#db
        .prepare(`SELECT ${REFUND_COLUMNS} FROM test_refunds WHERE idempotency_key = ?`)
        .get(idempotencyKey) as TestRefund | undefined) ?? null
    );
  }

  /** The refund made under this idempotency key, making it when there is none. */
  refund(idempotencyKey: string, refund: TestRefund): TestRefund {
    this.#db
      .prepare(
        `INSERT INTO test_refunds (refund_id, idempotency_key, payment_id, amount, status, failure_reason)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .run(
        refund.refundId,
        idempotencyKey,
        refund.paymentId,
        refund.amount,
        refund.status,
        refund.failureReason,
      );
    return this.refundByKey(idempotencyKey)!;
  }

  refundById(refundId: string): TestRefund | null {
    return (
      (this.#db.prepare(`SELECT ${REFUND_COLUMNS} FROM test_refunds WHERE refund_id = ?`).get(refundId) as
        | TestRefund
        | undefined) ?? null
    );
  }

  /** A pending refund settled: completed, or failed with its reason. */
  settleRefund(refundId: string, status: 'completed' | 'failed', failureReason: string | null): void {
    this.#db
      .prepare('UPDATE test_refunds SET status = ?, failure_reason = ? WHERE refund_id = ?')
      .run(status, failureReason, refundId);
  }

  /** How much of a payment is given back or on its way back (failed refunds gave nothing). */
  refundedAmount(paymentId: string): number {
    return (
      this.#db
        .prepare(
          `SELECT COALESCE(SUM(amount), 0) AS amount FROM test_refunds WHERE payment_id = ? AND status != 'failed'`,
        )
        .get(paymentId) as { amount: number }
    ).amount;
  }

  /** How many refunds were made for a payment: a refund must never be made twice. */
  refundCount(paymentId: string): number {
    return (
      this.#db.prepare('SELECT COUNT(*) AS n FROM test_refunds WHERE payment_id = ?').get(paymentId) as {
        n: number;
      }
    ).n;
  }

  close(): void {
    this.#db.close();
  }
}

const toPayment = (row: PaymentRow): TestPayment => ({
  gatewayOrderId: row.gateway_order_id,
  orderId: row.order_id,
  amount: row.amount,
  status: row.status,
  paymentId: row.payment_id,
  failureReason: row.failure_reason,
  attemptId: row.attempt_id,
});
