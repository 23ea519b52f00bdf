import type { RouterOutputs } from '@verdant/web-kit';

export type Customer = RouterOutputs['admin']['customers']['list'][number];

/** The letter on the card's circle: from the name, else the email; an erased customer has neither. */
export function customerInitial({ fullName, email }: Pick<Customer, 'fullName' | 'email'>): string {
  const [first] = fullName?.trim() || email?.trim() || '?';
  return first!.toLocaleUpperCase('en-IN');
}

// The shop trades in India: a date is the day it was there, whatever time zone the admin's browser is in.
const shopDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** An ISO-8601 instant as an en-IN date, e.g. 5 Sept 2025. */
export function formatDate(iso: string): string {
  return shopDate.format(new Date(iso));
}
