import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type BackInStockCommand, type BackInStockEvent, backInStockDecider } from './back-in-stock';

const spec = deciderSpecification(backInStockDecider);
const productId = 'p-fig';
const ask = (requestId: string, email: string, emailFingerprint = `fp-${email}`): BackInStockCommand => ({
  type: 'AskToBeTold',
  data: { productId, requestId, emailFingerprint, dataSubjectId: emailFingerprint, email },
});
const requested = (requestId: string, email: string): BackInStockEvent => ({
  type: 'BackInStockRequested',
  data: { productId, requestId, emailFingerprint: `fp-${email}`, dataSubjectId: `fp-${email}`, email },
});
const announced = (requestId: string): BackInStockEvent => ({
  type: 'BackInStockAnnounced',
  data: { productId, requestId },
});
const announce: BackInStockCommand = { type: 'AnnounceBackInStock', data: { productId } };

describe('back in stock', () => {
  it('keeps an email waiting for the plant, once however often it asks', () => {
    spec
      .given([])
      .when(ask('r-1', 'asha@example.com'))
      .thenEvents([requested('r-1', 'asha@example.com')]);
    spec
      .given([requested('r-1', 'asha@example.com')])
      .when(ask('r-2', 'asha@example.com'))
      .thenNothingHappens();
  });

  it('refuses an address that is not an email, keeping nothing', () => {
    spec
      .given([])
      .when(ask('r-1', 'not an email'))
      .thenRefused('invalid', 'Please enter a valid email address');
  });

  it('tells every waiting email once when the plant is back, and then no more', () => {
    const waiting = [requested('r-1', 'asha@example.com'), requested('r-2', 'ravi@example.com')];
    spec
      .given(waiting)
      .when(announce)
      .thenEvents([announced('r-1'), announced('r-2')]);
    spec
      .given([...waiting, announced('r-1'), announced('r-2')])
      .when(announce)
      .thenNothingHappens();
  });

  it('takes a new request from an email told before, for the next time', () => {
    spec
      .given([requested('r-1', 'asha@example.com'), announced('r-1')])
      .when(ask('r-3', 'asha@example.com'))
      .thenEvents([requested('r-3', 'asha@example.com')]);
  });
});
