import { randomBytes } from 'node:crypto';
import type { Settings } from './settings';
import { type StackClient, stackClient } from './stack-client';

/** What the steps share: the settings, the admin's browser, and what earlier steps made, for later ones. */
export interface Run {
  settings: Settings;
  /** Names everything this run makes: its customer's email, its coupon's code. */
  tag: string;
  admin: StackClient;
  customer: {
    browser: StackClient;
    email: string;
    fullName: string;
    phone: string;
    accountId: string;
  } | null;
  product: { id: string; name: string; variantId: string | null } | null;
  coupon: string | null;
  orderId: string | null;
}

export const newRun = (settings: Settings): Run => ({
  settings,
  tag: randomBytes(4).toString('hex'),
  admin: stackClient(settings.url),
  customer: null,
  product: null,
  coupon: null,
  orderId: null,
});

/** The run's customer, which the steps after sign-up need. */
export function customerOf(run: Run): NonNullable<Run['customer']> {
  if (!run.customer) throw new Error('no customer signed up');
  return run.customer;
}
