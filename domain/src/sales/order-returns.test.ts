import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { type OrderCommand, type OrderEvent, orderDecider, type PlacedOrder } from './order';
import { LINE_CLAIMED_ALREADY, NOT_DELIVERED_YET } from './order-claim-rules';
import {
  businessDaysAfter,
  INSTRUCTIONS_REQUIRED,
  LINE_RETURNING_ALREADY,
  moreThanReturnable,
  REPLACEMENT_NOT_RETURNABLE,
  RETURN_DECIDED_ALREADY,
  RETURN_NOT_APPROVED,
  RETURN_NOT_OWED_BY_HAND,
  RETURN_REASON_REQUIRED,
  RETURN_RECEIVED_ALREADY,
  returnsEnded,
} from './order-return-rules';
import { MANUAL_REFUND_REFERENCE } from './order-settlements';
import { ashasOrder } from './testing/orders';

const spec = deciderSpecification(orderDecider);
const { orderId, customerId } = ashasOrder;
const ids = { orderId, customerId };
const jade = { productId: 'p-jade', variantId: null };
const returnIds = { ...ids, returnId: 'return-1' };

/** Delivered on Tuesday 1 December 2026 at 14:00 in India. */
const deliveredAt = new Date('2026-12-01T14:00:00+05:30');
const daysAfterDelivery = (days: number) => new Date(deliveredAt.getTime() + days * 24 * 60 * 60_000);

function delivered(order: Partial<PlacedOrder> = {}): OrderEvent[] {
  const online = order.paymentMethod === 'razorpay';
  const moved = (from: 'pending' | 'processing' | 'shipped', to: 'processing' | 'shipped' | 'delivered') =>
    ({ type: 'OrderStatusChanged', data: { ...ids, from, to } }) as const;
  return [
    { type: 'OrderPlaced', data: { ...ashasOrder, ...order } },
    ...(online
      ? ([
          {
            type: 'PaymentInitiated',
            data: { ...ids, gateway: 'razorpay', gatewayOrderId: 'order_1', amount: 49_700 },
          },
          {
            type: 'PaymentCaptured',
            data: { ...ids, gateway: 'razorpay', gatewayPaymentId: 'pay_1', amount: 49_700, via: 'webhook' },
          },
        ] as const)
      : []),
    moved('pending', 'processing'),
    moved('processing', 'shipped'),
    moved('shipped', 'delivered'),
    ...(online
      ? []
      : ([
          {
            type: 'PaymentCaptured',
            data: { ...ids, gateway: 'cash', gatewayPaymentId: null, amount: 49_700, via: 'delivery' },
          },
        ] as const)),
  ];
}

const request = (overrides: Record<string, unknown> = {}, now = daysAfterDelivery(3)): OrderCommand => ({
  type: 'RequestReturn',
  data: {
    ...returnIds,
    deliveredAt,
    now,
    reason: 'changed_mind',
    items: [{ ...jade, quantity: 1 }],
    note: '  ',
    ...overrides,
  },
});
const requested: OrderEvent = {
  type: 'ReturnRequested',
  data: { ...returnIds, reason: 'changed_mind', items: [{ ...jade, quantity: 1 }], note: null },
};
const approved: OrderEvent = {
  type: 'ReturnApproved',
  data: { ...returnIds, instructions: 'Our courier collects it on Monday.' },
};
/** Received on Friday 4 December 2026: due ten business days later, Friday 18 December. */
const receivedOn = new Date('2026-12-04T10:00:00+05:30');
const receive: OrderCommand = { type: 'ReceiveReturn', data: { ...returnIds, now: receivedOn } };
const received = (byHand: boolean): OrderEvent => ({
  type: 'ReturnReceived',
  data: { ...returnIds, refundId: 'refund-return-1', amount: 19_900, byHand, refundDueBy: '2026-12-18' },
});

describe('a return', () => {
  describe('asked for by the customer', () => {
    it('is taken within 7 days of delivery, counted from the delivery in India', () => {
      spec.given(delivered()).when(request()).thenEvents([requested]);
      spec
        .given(delivered())
        .when(request({}, daysAfterDelivery(7)))
        .thenEvents([requested]);
      spec
        .given(delivered())
        .when(request({}, new Date(daysAfterDelivery(7).getTime() + 60_000)))
        .thenRefused('invalid', returnsEnded(daysAfterDelivery(7)));
      expect(returnsEnded(daysAfterDelivery(7))).toBe('Returns for this order ended on 8 December 2026.');
    });

    it('is refused before delivery, on another customer’s order, and for plants not in the order', () => {
      spec.given(delivered().slice(0, 2)).when(request()).thenRefused('invalid', NOT_DELIVERED_YET);
      spec
        .given(delivered())
        .when(request({ customerId: 'c-ravi' }))
        .thenRefused('not_found', 'Order not found');
      spec
        .given(delivered())
        .when(request({ reason: 'bored' }))
        .thenRefused('invalid', RETURN_REASON_REQUIRED, { reason: RETURN_REASON_REQUIRED });
      spec
        .given(delivered())
        .when(request({ items: [{ ...jade, quantity: 3 }] }))
        .thenRefused('invalid', moreThanReturnable(2));
    });

    it('takes a line once at a time, and no plant a claim is open on', () => {
      spec
        .given([...delivered(), requested])
        .when(request({ returnId: 'return-2' }))
        .thenRefused('conflict', LINE_RETURNING_ALREADY);
      spec
        .given([
          ...delivered(),
          {
            type: 'ClaimOpened',
            data: {
              ...ids,
              claimId: 'claim-1',
              reason: 'poor_health',
              items: [{ ...jade, quantity: 1 }],
              description: 'Wilting',
              photos: ['a.jpg'],
            },
          },
        ])
        .when(request({ items: [{ ...jade, quantity: 2 }] }))
        .thenRefused('invalid', moreThanReturnable(1));
      spec
        .given([...delivered(), requested])
        .when({
          type: 'OpenClaim',
          data: {
            ...ids,
            claimId: 'claim-1',
            deliveredAt,
            now: daysAfterDelivery(1),
            reason: 'poor_health',
            items: [{ ...jade, quantity: 2 }],
            description: 'Both are wilting badly.',
            photos: ['a.jpg'],
          },
        })
        .thenRefused('invalid', 'You can report at most 1: the others are claimed or returned already');
      expect(LINE_CLAIMED_ALREADY).toBe('This item already has an open claim');
    });

    it('is recorded once when sent twice, and never for a replacement sent free', () => {
      spec
        .given([...delivered(), requested])
        .when(request())
        .thenNothingHappens();
      spec
        .given(
          delivered({ total: 0, paymentMethod: 'none', replacementFor: { orderId: 'o-0', claimId: 'c-0' } }),
        )
        .when(request())
        .thenRefused('invalid', REPLACEMENT_NOT_RETURNABLE);
    });
  });

  describe('answered by the shop', () => {
    const approve = (instructions: unknown = 'Our courier collects it on Monday.'): OrderCommand => ({
      type: 'ApproveReturn',
      data: { ...returnIds, instructions },
    });
    const decline: OrderCommand = {
      type: 'DeclineReturn',
      data: { ...returnIds, reason: 'Plants are not taken back once repotted.' },
    };

    it('approves with instructions, or declines with a reason; one answer wins', () => {
      spec
        .given([...delivered(), requested])
        .when(approve())
        .thenEvents([approved]);
      spec
        .given([...delivered(), requested])
        .when(approve('Send it'))
        .thenRefused('invalid', INSTRUCTIONS_REQUIRED, { instructions: INSTRUCTIONS_REQUIRED });
      spec
        .given([...delivered(), requested])
        .when(decline)
        .thenEvents([
          {
            type: 'ReturnDeclined',
            data: { ...returnIds, reason: 'Plants are not taken back once repotted.' },
          },
        ]);
      spec
        .given([...delivered(), requested, approved])
        .when(decline)
        .thenRefused('conflict', RETURN_DECIDED_ALREADY);
    });

    it('receives an approved return: a cash order’s refund is owed by hand within 10 business days', () => {
      expect(businessDaysAfter(receivedOn, 10)).toBe('2026-12-18');
      spec
        .given([...delivered(), requested])
        .when(receive)
        .thenRefused('invalid', RETURN_NOT_APPROVED);
      spec
        .given([...delivered(), requested, approved])
        .when(receive)
        .thenEvents([received(true)]);
      spec
        .given([...delivered(), requested, approved, received(true)])
        .when(receive)
        .thenRefused('conflict', RETURN_RECEIVED_ALREADY);
    });

    it('gives back the plants’ price alone, never the shipping, even when every plant comes back', () => {
      const both: OrderEvent = {
        type: 'ReturnRequested',
        data: { ...returnIds, reason: 'changed_mind', items: [{ ...jade, quantity: 2 }], note: null },
      };
      spec
        .given([...delivered(), both, approved])
        .when(receive)
        .thenEvents([
          {
            type: 'ReturnReceived',
            data: {
              ...returnIds,
              refundId: 'refund-return-1',
              amount: 39_800,
              byHand: true,
              refundDueBy: '2026-12-18',
            },
          },
        ]);
    });

    it('starts an online order’s refund through its gateway as the return is received', () => {
      spec
        .given([...delivered({ paymentMethod: 'razorpay', paymentStatus: 'pending' }), requested, approved])
        .when(receive)
        .thenEvents([
          received(false),
          {
            type: 'RefundRequested',
            data: {
              ...ids,
              refundId: 'refund-return-1',
              gateway: 'razorpay',
              gatewayPaymentId: 'pay_1',
              amount: 19_900,
              settles: 'return-1',
            },
          },
        ]);
    });

    it('records the cash paid back by hand once, with its reference', () => {
      const paidBack = (manualRefund: unknown): OrderCommand => ({
        type: 'RecordReturnRefund',
        data: { ...returnIds, manualRefund },
      });
      const recorded: OrderEvent = {
        type: 'RefundPaidByHand',
        data: {
          ...ids,
          refundId: 'refund-return-1',
          amount: 19_900,
          method: 'bank_transfer',
          reference: 'HDFC/NEFT/0042',
          settles: 'return-1',
        },
      };
      const owing = [...delivered(), requested, approved, received(true)];
      spec
        .given(owing)
        .when(paidBack({ method: 'bank_transfer', reference: 'HDFC/NEFT/0042' }))
        .thenEvents([recorded]);
      spec
        .given(owing)
        .when(paidBack({ method: 'upi', reference: '' }))
        .thenRefused('invalid', MANUAL_REFUND_REFERENCE, { reference: MANUAL_REFUND_REFERENCE });
      spec
        .given([...owing, recorded])
        .when(paidBack({ method: 'upi', reference: '412345678901' }))
        .thenRefused('invalid', RETURN_NOT_OWED_BY_HAND);
    });
  });
});
