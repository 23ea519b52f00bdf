import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { ContactMessageReceived, contactMessageDecider } from './contact-message';
import { NewsletterSubscribed, newsletterDecider } from './newsletter-subscription';

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
      .when({ type: 'SendContactMessage', data: { messageId: 'm-1', dataSubjectId: 'f-1', ...message } })
      .thenEvents([
        {
          type: 'ContactMessageReceived',
          data: {
            messageId: 'm-1',
            dataSubjectId: 'f-1',
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
        data: { messageId: 'm-1', dataSubjectId: 'f-1', name: '', email: '', subject: ' ', message: '' },
      })
      .thenRefused('invalid', 'Name is required', {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      });
  });

  it('reads a message recorded before senders were keyed by email as sealed with a key of its own', () => {
    const recorded = {
      messageId: 'm-1',
      name: 'Ravi',
      email: 'ravi@example.in',
      subject: 'Hi',
      message: 'Hello',
    };
    expect(ContactMessageReceived.upcasters[1]!(recorded)).toEqual({ ...recorded, dataSubjectId: 'm-1' });
  });
});

describe('newsletter subscriptions', () => {
  const spec = deciderSpecification(newsletterDecider);
  const subscribe = {
    type: 'Subscribe' as const,
    data: { subscriberId: 'f-1', dataSubjectId: 'f-1', email: 'asha@example.in' },
  };

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

  it('subscribes the email again once an erasure has moved it on to a new data subject', () => {
    const afterErasure = { ...subscribe.data, dataSubjectId: 'f-1.1' };
    spec
      .given([{ type: 'NewsletterSubscribed', data: { ...subscribe.data, email: null } }])
      .when({ type: 'Subscribe', data: afterErasure })
      .thenEvents([{ type: 'NewsletterSubscribed', data: afterErasure }]);
  });

  it('refuses an address that is not an email', () => {
    spec
      .given([])
      .when({ type: 'Subscribe', data: { ...subscribe.data, email: 'not-an-email' } })
      .thenRefused('invalid', 'Please enter a valid email address');
  });

  it('reads a subscription recorded before senders were keyed by email as sealed with its subscriber’s key', () => {
    const recorded = { subscriberId: 'f-1', email: 'asha@example.in' };
    expect(NewsletterSubscribed.upcasters[1]!(recorded)).toEqual({ ...recorded, dataSubjectId: 'f-1' });
  });
});
