import { productDecider, productStreamId } from '@verdant/domain/catalog/product';
import {
  type InvoiceCommand,
  invoiceDecider,
  invoiceStreamId,
  type LineToInvoice,
} from '@verdant/domain/invoicing/invoice';
import { type InvoiceMoment, notInvoicedAt } from '@verdant/domain/invoicing/invoice-moment';
import {
  INVOICING_SETTINGS_STREAM,
  type InvoicingSettings,
  invoicingSettingsDecider,
  SHOP_TAX_DETAILS_MISSING,
} from '@verdant/domain/invoicing/shop-tax-details';
import {
  ORDER_NOT_FOUND,
  type Order,
  type OrderEvent,
  orderDecider,
  orderStreamId,
} from '@verdant/domain/sales/order';
import { invalid, notFound } from '@verdant/domain/shared/domain-error';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
  streamEvents,
} from '@verdant/platform';
import { takeDocumentNumber } from './document-numbers';

export const productUntaxed = (name: string) =>
  `Product "${name}" has no HSN code and GST rate: set them in Catalogue before the order is invoiced`;
export const RECIPIENT_ERASED = "The customer's details were erased before the order was invoiced";
export const NOT_SHIPPED = 'An order is invoiced once it is shipped or delivered';
export const REPLACEMENT_NOT_INVOICED = 'A free replacement is not invoiced: nothing was sold';

/**
 * Issues an order's invoice when this moment calls for one and the shop has its tax details: the products'
 * HSN and rate as they are now, frozen on the invoice. A refusal is found before a number is taken, so a
 * refused invoice takes none; a number taken by a try that stopped before the invoice is the one the next
 * try uses. Says what it did.
 */
export async function issueInvoice(
  eventSourcing: EventSourcing,
  request: { orderId: string; at: InvoiceMoment; issuedAt: Date },
  context: CommandContext,
): Promise<string> {
  const { orderId, at, issuedAt } = request;
  const invoiced = await loadAggregate(eventSourcing, invoiceDecider, invoiceStreamId(orderId));
  if (invoiced.state) return `invoiced already: ${invoiced.state.invoice.invoiceNumber}`;
  const history = await streamEvents<OrderEvent>(eventSourcing, orderStreamId(orderId));
  const order = history.reduce(orderDecider.evolve, orderDecider.initialState());
  if (!order) throw new Error(`Order ${orderId} not found`);
  if (order.replacementFor) return 'a free replacement: no invoice';
  const { state: settings } = await loadAggregate(
    eventSourcing,
    invoicingSettingsDecider,
    INVOICING_SETTINGS_STREAM,
  );
  if (!settings.taxDetails) return "no invoice: the shop's tax details are not set";
  const everShipped = history.some(
    (event) => event.type === 'OrderStatusChanged' && event.data.to === 'shipped',
  );
  const notNow = notInvoicedAt(
    at,
    { paymentMethod: order.paymentMethod, everShipped },
    settings.cashOnDeliveryInvoicedAt,
  );
  if (notNow) return `not invoiced at ${at}: ${notNow}`;

  const { taxDetails, gstRates } = settings;
  const command = await invoiceCommand(eventSourcing, order, { taxDetails, gstRates }, issuedAt);
  const { invoiceNumber } = await numberAndIssue(eventSourcing, command, context);
  return `issued ${invoiceNumber}`;
}

/**
 * 'Issue invoice' on the admin's order page: for a shipped or delivered order the jobs did not invoice (the
 * tax details were not set yet, or a product's tax was missing until the job gave up). Dated now, whatever
 * the cash timing; refused with the reason the admin reads. The invoice it has already, when it has one.
 */
export async function issueInvoiceByHand(
  eventSourcing: EventSourcing,
  orderId: string,
  context: CommandContext,
): Promise<{ invoiceNumber: string; position: bigint | null }> {
  const invoiced = await loadAggregate(eventSourcing, invoiceDecider, invoiceStreamId(orderId));
  if (invoiced.state) return { invoiceNumber: invoiced.state.invoice.invoiceNumber, position: null };
  const { state: order } = await loadAggregate(eventSourcing, orderDecider, orderStreamId(orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.replacementFor) throw invalid(REPLACEMENT_NOT_INVOICED);
  if (order.status !== 'shipped' && order.status !== 'delivered') throw invalid(NOT_SHIPPED);
  const { state: settings } = await loadAggregate(
    eventSourcing,
    invoicingSettingsDecider,
    INVOICING_SETTINGS_STREAM,
  );
  if (!settings.taxDetails) throw invalid(SHOP_TAX_DETAILS_MISSING);
  const now = eventSourcing.now?.() ?? new Date();
  return numberAndIssue(
    eventSourcing,
    await invoiceCommand(
      eventSourcing,
      order,
      { taxDetails: settings.taxDetails, gstRates: settings.gstRates },
      now,
    ),
    context,
  );
}

/** Refused first, before a number is taken, so a refused invoice leaves no gap in the series; then issued. */
async function numberAndIssue(eventSourcing: EventSourcing, command: IssueInvoice, context: CommandContext) {
  invoiceDecider.decide(command, null);
  const { orderId, issuedAt } = command.data;
  const invoiceNumber = await takeDocumentNumber(
    eventSourcing,
    { series: 'invoice', issuedAt, forDocument: orderId },
    context,
  );
  const { position } = await handleCommand(
    eventSourcing,
    invoiceDecider,
    invoiceStreamId(orderId),
    { type: 'IssueInvoice', data: { ...command.data, invoiceNumber } },
    context,
  );
  return { invoiceNumber, position };
}

type IssueInvoice = Extract<InvoiceCommand, { type: 'IssueInvoice' }>;

/** The invoice of the order as it stands, its lines taxed as their products are now; numbered once taken. */
async function invoiceCommand(
  eventSourcing: EventSourcing,
  order: Order,
  settings: {
    taxDetails: NonNullable<IssueInvoice['data']['shop']>;
    gstRates: InvoicingSettings['gstRates'];
  },
  issuedAt: Date,
): Promise<IssueInvoice> {
  const address = order.shippingAddress;
  if (!address) throw invalid(RECIPIENT_ERASED);
  const products = await Promise.all(
    order.lines.map((line) => loadAggregate(eventSourcing, productDecider, productStreamId(line.productId))),
  );
  const lines: LineToInvoice[] = [];
  for (const [index, line] of order.lines.entries()) {
    const product = products[index]!.state;
    if (!product?.tax) throw invalid(productUntaxed(line.productName));
    lines.push({
      productId: line.productId,
      description: line.variantName ? `${line.productName} (${line.variantName})` : line.productName,
      hsn: product.tax.hsn,
      gstRate: product.tax.gstRate,
      quantity: line.quantity,
      amount: line.lineTotal,
    });
  }
  return {
    type: 'IssueInvoice',
    data: {
      orderId: order.orderId,
      customerId: order.customerId,
      invoiceNumber: '',
      issuedAt,
      shop: settings.taxDetails,
      rates: settings.gstRates,
      customer: {
        name: address.fullName,
        addressLines: [
          address.addressLine1,
          address.addressLine2,
          `${address.city} ${address.postalCode}`,
        ].filter((part): part is string => Boolean(part)),
        state: address.state,
      },
      lines,
      discount: order.discount,
      shipping: order.shipping,
    },
  };
}
