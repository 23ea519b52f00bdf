import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { contactMessageDecider } from './contact-message';
import { newsletterDecider } from './newsletter-subscription';

describe('contact messages', () => {
  const spec = deciderSpecification(contactMessageDecider);
  const message = {
    name: ' Ravi ',
    email: 'Ravi@Example.in',
    subject: 'Yellow leaves',
    message: 'My pothos is sad.',
  };

  it('records a message with its fields tidied', () => {
    spec
      .given([])
      .when({ type: 'SendContactMessage', data: { messageId: 'm-1', ...message } })
      .thenEvents([
        {
          type: 'ContactMessageReceived',
          data: {
            messageId: 'm-1',
            name: 'Ravi',
            email: 'ravi@example.in',
            subject: 'Yellow leaves',
            message: 'My pothos is sad.',
          },
        },
      ]);
  });

  it('refuses a message with a field missing, naming each', () => {
    spec
      .given([])
      .when({
        type: 'SendContactMessage',
        data: { messageId: 'm-1', name: '', email: '', subject: ' ', message: '' },
      })
      .thenRefused('invalid', 'Name is required', {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      });
  });
});

describe('newsletter subscriptions', () => {
  const spec = deciderSpecification(newsletterDecider);
  const subscribe = { type: 'Subscribe' as const, data: { subscriberId: 'f-1', email: 'asha@example.in' } };

  it('subscribes an email once; subscribing again changes nothing', () => {
    spec
      .given([])
      .when(subscribe)
      .thenEvents([{ type: 'NewsletterSubscribed', data: subscribe.data }]);
    spec
      .given([{ type: 'NewsletterSubscribed', data: subscribe.data }])
      .when(subscribe)
      .thenNothingHappens();
  });

  it('refuses an address that is not an email', () => {
    spec
      .given([])
      .when({ type: 'Subscribe', data: { subscriberId: 'f-1', email: 'not-an-email' } })
      .thenRefused('invalid', 'Please enter a valid email address');
  });
});
