import type { Credit } from '@verdant/domain/invoicing/credit-note';
import { NOTHING_TO_CREDIT } from '@verdant/domain/invoicing/credit-note';
import {
  type CreditReason,
  type InvoiceCommand,
  invoiceDecider,
  invoiceStreamId,
} from '@verdant/domain/invoicing/invoice';
import { creditForSettlement } from '@verdant/domain/invoicing/settlement-credit';
import { type Order, orderDecider, orderStreamId } from '@verdant/domain/sales/order';
import { DomainError } from '@verdant/domain/shared/domain-error';
import { type CommandContext, type EventSourcing, handleCommand, loadAggregate } from '@verdant/platform';
import type { InvoiceJob } from '@verdant/projections/reactions/jobs';
import { takeDocumentNumber } from './document-numbers';

type CreditNoteJob = Extract<InvoiceJob, { kind: 'issue-credit-note' }>;

export const INVOICE_UNDER_WAY = "The order's invoice is being issued: the credit note follows it";

/**
 * Issues a credit note against the order's invoice for what settled it: all that is left for a cancellation,
 * the refund of a return or a claim over their lines. An order not invoiced gets none (`invoiceUnderWay`
 * says whether its invoice is still to come: the job then waits for it). Found refused before a number is
 * taken, as invoices are; says what it did.
 */
export async function issueCreditNote(
  eventSourcing: EventSourcing,
  request: Omit<CreditNoteJob, 'kind' | 'issuedAt'> & { issuedAt: Date },
  invoiceUnderWay: () => Promise<boolean>,
  context: CommandContext,
): Promise<string> {
  const { orderId, creditNoteId, settles, issuedAt } = request;
  const { state: invoiced } = await loadAggregate(eventSourcing, invoiceDecider, invoiceStreamId(orderId));
  if (!invoiced) {
    if (await invoiceUnderWay()) throw new Error(INVOICE_UNDER_WAY);
    return 'not invoiced: no credit note';
  }
  const taken = invoiced.creditNotes.get(creditNoteId);
  if (taken) return `issued already: ${taken}`;
  const { state: order } = await loadAggregate(eventSourcing, orderDecider, orderStreamId(orderId));
  if (!order) throw new Error(`Order ${orderId} not found`);
  const { reason, credit } = creditFor(settles, order, invoiced.left);
  const command = (creditNoteNumber: string): InvoiceCommand => ({
    type: 'IssueCreditNote',
    data: { orderId, creditNoteId, creditNoteNumber, issuedAt, reason, credit },
  });
  try {
    invoiceDecider.decide(command(''), invoiced);
  } catch (error) {
    // A cancellation after returns took everything back leaves nothing to credit.
    if (error instanceof DomainError && error.message === NOTHING_TO_CREDIT) return 'nothing left to credit';
    throw error;
  }
  const number = await takeDocumentNumber(
    eventSourcing,
    { series: 'credit-note', issuedAt, forDocument: creditNoteId },
    context,
  );
  await handleCommand(eventSourcing, invoiceDecider, invoiceStreamId(orderId), command(number), context);
  return `issued ${number}`;
}

function creditFor(
  settles: CreditNoteJob['settles'],
  order: Order,
  left: Parameters<typeof creditForSettlement>[2],
): { reason: CreditReason; credit: Credit } {
  switch (settles.kind) {
    case 'cancellation':
      return { reason: 'cancelled', credit: { kind: 'whole' } };
    case 'return': {
      const returned = order.returns.find((each) => each.returnId === settles.returnId);
      if (!returned?.refund) throw new Error(`Return ${settles.returnId} has no refund`);
      const settlement = { items: returned.items, amount: returned.refund.amount };
      return { reason: 'returned', credit: creditForSettlement(settlement, order.lines, left) };
    }
    case 'claim': {
      const claim = order.claims.find((each) => each.claimId === settles.claimId);
      if (!claim?.refund) throw new Error(`Claim ${settles.claimId} has no refund`);
      const settlement = { items: claim.items, amount: claim.refund.amount };
      return { reason: 'refunded', credit: creditForSettlement(settlement, order.lines, left) };
    }
  }
}
