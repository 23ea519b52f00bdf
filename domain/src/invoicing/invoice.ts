import type { Decider } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/domain-error';
import type { Paise } from '../shared/money';
import { shopDayOf } from '../shared/shop-calendar';
import { parseOrRefuse } from '../shared/validation';
import { amountInWords } from './amount-in-words';
import { type Credit, creditedLines, type LeftOfLines, leftAfter } from './credit-note';
import { financialYearOf } from './financial-year';
import { type GstRate, type GstRateTable, hsnSchema, rateInForce } from './gst-rates';
import { gstStateNamed, gstStateOfCode } from './indian-states';
import type { CreditReason, InvoiceEvent, InvoiceLine, IssuedInvoice } from './invoice-events';
import {
  registeredAddressLines,
  SHOP_TAX_DETAILS_MISSING,
  type ShopTaxDetails,
  shopTaxDetailsRules,
} from './shop-tax-details';
import { splitTax, sumOf, type TaxedAmount } from './tax-split';

export * from './invoice-events';

/** A line of the order as the invoice is drawn from it: the product's HSN and rate as they were when sold. */
export interface LineToInvoice {
  productId: string;
  description: string;
  hsn: string;
  /** The code of the product's GST rate ('18', 'exempt'), checked against the rates in force that day. */
  gstRate: string;
  quantity: number;
  /** Price × quantity, inclusive of tax. */
  amount: Paise;
}

export type InvoiceCommand =
  | {
      type: 'IssueInvoice';
      data: {
        orderId: string;
        customerId: string;
        invoiceNumber: string;
        issuedAt: Date;
        /** The shop's tax details as Settings hold them now; null while they are not set. */
        shop: ShopTaxDetails | null;
        rates: GstRateTable;
        customer: { name: string; addressLines: readonly string[]; state: string };
        lines: readonly LineToInvoice[];
        discount: Paise;
        shipping: Paise;
      };
    }
  | {
      type: 'IssueCreditNote';
      data: {
        orderId: string;
        creditNoteId: string;
        creditNoteNumber: string;
        issuedAt: Date;
        reason: CreditReason;
        credit: Credit;
      };
    };

export interface InvoiceState {
  invoice: IssuedInvoice;
  /** What is left of each line to credit, by line number. */
  left: LeftOfLines;
  /** The credit notes issued, by id, with their numbers. */
  creditNotes: ReadonlyMap<string, string>;
}

export const NO_INVOICE = 'This order has no invoice yet';
export const NOTHING_TO_INVOICE = 'An invoice needs at least one line';
export const invoicedAlready = (invoiceNumber: string) =>
  `This order has been invoiced already: ${invoiceNumber}`;
export const unknownPlaceOfSupply = (state: string) =>
  `The shipping address's state "${state}" is not an Indian state or union territory`;
export const lineRefusal = (lineNo: number, description: string, message: string) =>
  `Line ${lineNo} (${description}): ${message}`;

export const invoiceDecider: Decider<InvoiceCommand, InvoiceEvent, InvoiceState | null> = {
  initialState: () => null,

  decide(command, state) {
    switch (command.type) {
      case 'IssueInvoice': {
        if (state) {
          // The same invoice again (a retried issue) records nothing; another one is refused.
          if (state.invoice.invoiceNumber === command.data.invoiceNumber) return [];
          throw conflict(invoicedAlready(state.invoice.invoiceNumber));
        }
        return [{ type: 'InvoiceIssued', data: invoiceOf(command.data) }];
      }
      case 'IssueCreditNote': {
        if (!state) throw notFound(NO_INVOICE);
        const { creditNoteId, creditNoteNumber, issuedAt, reason, credit, orderId } = command.data;
        if (state.creditNotes.has(creditNoteId)) return [];
        const { invoice } = state;
        const lines = creditedLines(credit, invoice.lines, state.left, invoice);
        const totals = sumOf(lines);
        const { invoiceNumber, customerId, supplier, recipient, placeOfSupply, supplyType, stateTaxName } =
          invoice;
        return [
          {
            type: 'CreditNoteIssued',
            data: {
              orderId,
              customerId,
              issuedAt: issuedAt.toISOString(),
              financialYear: financialYearOf(issuedAt).label,
              supplier,
              recipient,
              placeOfSupply,
              supplyType,
              stateTaxName,
              creditNoteId,
              creditNoteNumber,
              invoiceNumber,
              invoiceIssuedAt: invoice.issuedAt,
              reason,
              lines,
              totals,
              amountInWords: amountInWords(totals.amount),
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'InvoiceIssued':
        return {
          invoice: event.data,
          left: new Map(event.data.lines.map((line) => [line.lineNo, line])),
          creditNotes: new Map(),
        };
      case 'CreditNoteIssued': {
        if (!state) return null;
        const left = new Map(state.left);
        for (const line of event.data.lines) left.set(line.lineNo, leftAfter(left.get(line.lineNo)!, line));
        const creditNotes = new Map(state.creditNotes).set(
          event.data.creditNoteId,
          event.data.creditNoteNumber,
        );
        return { ...state, left, creditNotes };
      }
    }
  },
};

type IssueInvoice = Extract<InvoiceCommand, { type: 'IssueInvoice' }>['data'];

/** The invoice of an order: tax per line, halves or IGST by the place of supply, the amount in words. */
function invoiceOf(order: IssueInvoice): IssuedInvoice {
  if (!order.shop) throw invalid(SHOP_TAX_DETAILS_MISSING);
  if (order.lines.length === 0) throw invalid(NOTHING_TO_INVOICE);
  const shop = parseOrRefuse(shopTaxDetailsRules, order.shop);
  const shopState = gstStateOfCode(shop.stateCode)!;
  const placeOfSupply = gstStateNamed(order.customer.state);
  if (!placeOfSupply) throw invalid(unknownPlaceOfSupply(order.customer.state));
  const day = shopDayOf(order.issuedAt);
  const sold = order.lines.map((line, index) => {
    const refuse = (message: string) => lineRefusal(index + 1, line.description, message);
    const hsn = hsnSchema.safeParse(line.hsn);
    if (!hsn.success) throw invalid(refuse(hsn.error.issues[0]!.message));
    try {
      return { ...line, hsn: hsn.data, rate: rateInForce(order.rates, line.gstRate, day) };
    } catch (error) {
      throw error instanceof Error ? invalid(refuse(error.message)) : error;
    }
  });
  const supplyType = placeOfSupply.code === shopState.code ? 'intra-state' : 'inter-state';
  const split = splitTax({
    lines: sold,
    discount: order.discount,
    shipping: order.shipping,
    supply: supplyType,
  });
  const goods: InvoiceLine[] = split.lines.map((taxed, index) => {
    const { productId, description, hsn, quantity } = sold[index]!;
    return { lineNo: index + 1, kind: 'goods', productId, description, hsn, quantity, ...taxed };
  });
  const shipping: InvoiceLine[] = split.shipping
    ? [
        {
          lineNo: goods.length + 1,
          kind: 'shipping',
          productId: null,
          description: 'Shipping',
          hsn: goods[split.shipping.principalLine]!.hsn,
          quantity: 1,
          grossAmount: split.shipping.amount,
          discount: 0,
          ...taxedPart(split.shipping),
        },
      ]
    : [];
  return {
    orderId: order.orderId,
    customerId: order.customerId,
    invoiceNumber: order.invoiceNumber,
    issuedAt: order.issuedAt.toISOString(),
    financialYear: financialYearOf(order.issuedAt).label,
    supplier: {
      legalName: shop.legalName,
      gstin: shop.gstin,
      address: registeredAddressLines(shop),
      stateCode: shopState.code,
      stateName: shopState.name,
    },
    recipient: {
      name: order.customer.name,
      addressLines: [...order.customer.addressLines],
      state: order.customer.state,
    },
    placeOfSupply: { stateCode: placeOfSupply.code, stateName: placeOfSupply.name },
    supplyType,
    stateTaxName: placeOfSupply.levy,
    lines: [...goods, ...shipping],
    totals: split.totals,
    amountInWords: amountInWords(split.totals.amount),
  };
}

const taxedPart = ({
  amount,
  taxableValue,
  cgst,
  stateTax,
  igst,
  rate,
}: TaxedAmount & { rate: GstRate }) => ({
  amount,
  taxableValue,
  cgst,
  stateTax,
  igst,
  rate,
});
