import type { CardDetails } from './card-input';

/** How the test gateway answers a card, or an authentication: as Stripe's PaymentIntents do. */
export type CardResult =
  | { status: 'captured' }
  | { status: 'requires_action' }
  | { status: 'requires_payment_method'; reason: string };

export type DialogPayment =
  | { paid: true; paymentId: string; signature: string }
  | { paid: false; paymentId: string; reason: string };

const UNREACHABLE = 'We could not reach the payment gateway. Please try again.';

const messageOf = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string'
    ? answer.message
    : null;

/** Errors carry words for the shopper: the gateway's own reason, or that it could not be reached. */
async function post<Answer>(path: string, body: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(UNREACHABLE);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(messageOf(answer) ?? UNREACHABLE);
  return answer as Answer;
}

/**
 * The shop's test-mode gateway, reached by the browser as a real gateway's servers are, never through the
 * shop's API: what it answers is the gateway's word, which the shop then checks for itself.
 */
export const testGateway = {
  pay: (gatewayOrderId: string, outcome: 'succeed' | 'fail') =>
    post<DialogPayment>('/test-gateway/pay', { gatewayOrderId, outcome }),
  confirmCard: (gatewayOrderId: string, card: CardDetails) =>
    post<CardResult>('/test-gateway/confirm-card', {
      gatewayOrderId,
      card: { ...card, number: card.number.replace(/\D/g, '') },
    }),
  authenticate: (gatewayOrderId: string, outcome: 'succeed' | 'fail') =>
    post<CardResult>('/test-gateway/authenticate', { gatewayOrderId, outcome }),
};
