/** What the shop's test card form asks for, as the shopper typed it (formatted). */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardDetails = { number: '', expiry: '', cvc: '', name: '' };

const digitsOf = (text: string, most: number) => text.replace(/\D/g, '').slice(0, most);

/** Typed or pasted any way, a card number shows as 4242 4242 4242 4242. */
export const formatCardNumber = (text: string) => digitsOf(text, 16).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * MM/YY. The slash comes with the third digit, not the second: added at '12', it would come straight back
 * after a Backspace, and the shopper could never delete past it.
 */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (text: string) => digitsOf(text, 4);

/** Enough to try paying: the gateway itself judges the number, the expiry and the CVC. */
export const isCardComplete = (card: CardDetails) =>
  card.number.replace(/\D/g, '').length === 16 &&
  card.expiry.length === 5 &&
  card.cvc.length >= 3 &&
  card.name.trim() !== '';
