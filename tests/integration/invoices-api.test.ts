import { financialYearOf } from '@verdant/domain/invoicing/financial-year';
import type { InvoiceEvent, IssuedCreditNote, IssuedInvoice } from '@verdant/domain/invoicing/invoice';
import { documentNumberOf } from '@verdant/domain/invoicing/invoice-series';
import { verdantTaxDetails } from '@verdant/domain/invoicing/testing/invoices';
import { NOT_PAID_YET } from '@verdant/domain/sales/order';
import { streamEvents, systemContext } from '@verdant/platform';
import { invoiceJobId } from '@verdant/projections/reactions/invoicing';
import { INVOICES_QUEUE } from '@verdant/projections/reactions/jobs';
import { INVOICE_UNDER_WAY, issueCreditNote } from '@verdant/server/invoicing/credit-notes';
import { takeDocumentNumber } from '@verdant/server/invoicing/document-numbers';
import { NOT_SHIPPED, productUntaxed } from '@verdant/server/invoicing/invoice-issuing';
import { invoiceJobs } from '@verdant/server/invoicing/invoice-jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPhotoOf } from '../support/claim-photos';
import { invoicesIssued } from '../support/invoices';
import { waitUntil } from '../support/processes';
import { type SalesCustomer, salesKit, useSalesShop } from '../support/sales';
import { startTestShop, type TestBrowser, type TestShop } from '../support/test-shop';

const sales = useSalesShop();
const financialYear = financialYearOf(new Date()).label;
const invoiceNumber = (sequence: number) => documentNumberOf('invoice', financialYear, sequence);
/** A planter: taxed at 18 %, so every head of tax shows. */
const PLANTER_TAX = { hsn: '3924', gstRate: '18' };

type Kit = ReturnType<typeof salesKit>;

/** A new customer's cash order of a planter (₹599), to their Karnataka home unless another state is named. */
async function placedOrder(kit: Kit, options: { state?: string; tax?: typeof PLANTER_TAX | null } = {}) {
  const tax = options.tax === undefined ? PLANTER_TAX : options.tax;
  const planter = await kit.createProduct({ name: 'Plastic Planter' }, [], tax);
  const asha = await kit.customer();
  await asha.write(asha.client.cart.add.mutate({ productId: planter.id }));
  const addressId = options.state ? await addressIn(asha, options.state) : asha.addressId;
  const { orderId } = await asha.place({ addressId });
  return { asha, orderId, planter };
}

async function addressIn(asha: SalesCustomer, state: string) {
  const { id } = await asha.write(
    asha.client.account.addAddress.mutate({
      fullName: asha.details.fullName,
      phone: asha.details.phone,
      addressLine1: '3 Marine Drive',
      city: 'Mumbai',
      state,
      postalCode: '400002',
    }),
  );
  return id;
}

const ship = (admin: TestBrowser, orderId: string) =>
  admin.client.admin.orders.setStatus.mutate({ orderId, status: 'shipped' });

/** What the invoice job for the order's shipment said when it was done. */
const shipmentJobDone = (shop: TestShop, orderId: string) =>
  waitUntil(
    async () => {
      const job = await shop.shop.stores.jobQueue.getJob('invoices', `invoice-at-shipment-${orderId}`);
      if (job?.state !== 'completed') throw new Error(`the job is ${job?.state}`);
      return (job.result as { done: string }).done;
    },
    10_000,
    () => `the invoice job of ${orderId} did not finish`,
  );

async function recorded<Data>(shop: TestShop, type: string, orderId: string): Promise<Data[]> {
  return (await shop.recordedEvents(type))
    .map((event) => event.data as Data & { orderId: string })
    .filter((data) => data.orderId === orderId);
}

/** Why the order's invoice was refused, once its job has failed a try. */
const refusalOf = (orderId: string) =>
  waitUntil(
    async () => {
      const { invoiceRefusal } = await sales.admin.client.admin.orders.invoices.query({ orderId });
      if (!invoiceRefusal) throw new Error('not refused yet');
      return invoiceRefusal;
    },
    10_000,
    () => 'the invoice was not refused',
  );

const numbersTaken = async (shop: TestShop) =>
  (await shop.recordedEvents('DocumentNumberTaken')).map(
    (event) => (event.data as { documentNumber: string }).documentNumber,
  );

/** An order shipped before the shop had its tax details, which the jobs leave uninvoiced. */
let shippedBeforeDetails: string;

describe('invoices before the shop has its tax details', () => {
  it('are not issued: the job ends quietly and takes no number', async () => {
    const { orderId } = await placedOrder(sales.kit);
    shippedBeforeDetails = orderId;
    await ship(sales.admin, orderId);

    expect(await shipmentJobDone(sales.shop, orderId)).toBe("no invoice: the shop's tax details are not set");
    expect(await sales.admin.client.admin.orders.invoices.query({ orderId })).toEqual({
      invoice: null,
      creditNotes: [],
      invoiceRefusal: null,
    });
    expect(await numbersTaken(sales.shop)).toEqual([]);
  });
});

describe('invoices of shipped orders', () => {
  beforeAll(async () => {
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.invoicing.setTaxDetails.mutate(verdantTaxDetails),
    );
  });

  it('split the tax into CGST and SGST within the shop’s state, and the customer sees their own', async () => {
    const { asha, orderId } = await placedOrder(sales.kit);
    await ship(sales.admin, orderId);

    const invoices = await invoicesIssued(sales.admin, orderId);

    const [invoice] = await recorded<IssuedInvoice>(sales.shop, 'InvoiceIssued', orderId);
    expect(invoice).toMatchObject({
      supplyType: 'intra-state',
      placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
      supplier: { gstin: verdantTaxDetails.gstin },
    });
    // The recipient is sealed under the customer's key, as the order's address is; the codec opens it.
    expect(invoice!.recipient).toEqual({ $personal: expect.any(String) });
    const [opened] = await streamEvents<InvoiceEvent>(sales.shop.shop.eventSourcing, `invoice-${orderId}`);
    expect(opened!.data.recipient).toEqual({
      name: asha.details.fullName,
      addressLines: ['12 MG Road', 'Bengaluru 560001'],
      state: 'Karnataka',
    });
    const [planterLine] = invoice!.lines;
    expect(planterLine).toMatchObject({ hsn: '3924', rate: { code: '18' }, amount: 59_900, igst: 0 });
    // ₹599 inclusive of 18 %: ₹507.63 taxable, ₹91.37 of tax halved, the odd paisa to CGST.
    expect(planterLine).toMatchObject({ taxableValue: 50_763, cgst: 4_569, stateTax: 4_568 });
    expect(invoices.invoice).toMatchObject({
      number: invoice!.invoiceNumber,
      financialYear,
      supplyType: 'intra-state',
      totals: invoice!.totals,
    });
    expect(invoice!.invoiceNumber).toMatch(new RegExp(`^VRD/${financialYear}/\\d{6}$`));

    const own = await asha.client.orders.invoices.query({ orderId });
    expect(own).toEqual({ invoice: invoices.invoice, creditNotes: [] });
    const mallory = await sales.kit.customer();
    const refused = await mallory.client.orders.invoices.query({ orderId }).catch((error) => error);
    expect(refused.data?.code).toBe('NOT_FOUND');
  });

  it('charge IGST whole when the goods go to another state', async () => {
    const { orderId } = await placedOrder(sales.kit, { state: 'Maharashtra' });
    await ship(sales.admin, orderId);
    await invoicesIssued(sales.admin, orderId);

    const [invoice] = await recorded<IssuedInvoice>(sales.shop, 'InvoiceIssued', orderId);
    expect(invoice).toMatchObject({ supplyType: 'inter-state', placeOfSupply: { stateCode: '27' } });
    expect(invoice!.lines[0]).toMatchObject({ cgst: 0, stateTax: 0, igst: 9_137 });
  });

  it('appear on the admin’s timeline, recorded by the system job, and a cancellation credits them whole', async () => {
    const { asha, orderId } = await placedOrder(sales.kit);
    await ship(sales.admin, orderId);
    const { invoice } = await invoicesIssued(sales.admin, orderId);
    await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'cancelled', reason: 'Lost' });

    const { creditNotes } = await invoicesIssued(sales.admin, orderId, 1);

    const [creditNote] = await recorded<IssuedCreditNote>(sales.shop, 'CreditNoteIssued', orderId);
    expect(creditNote).toMatchObject({ reason: 'cancelled', invoiceNumber: invoice!.number });
    expect(creditNote!.totals).toEqual(invoice!.totals);
    expect(creditNotes).toEqual([
      expect.objectContaining({
        number: creditNote!.creditNoteNumber,
        reason: 'cancelled',
        totals: invoice!.totals,
      }),
    ]);
    expect(creditNote!.creditNoteNumber).toMatch(new RegExp(`^VCN/${financialYear}/\\d{6}$`));
    expect((await asha.client.orders.invoices.query({ orderId })).creditNotes).toHaveLength(1);

    const timeline = await sales.admin.client.admin.orders.timeline.query({ orderId });
    const documents = timeline.filter(
      (entry) => entry.type === 'InvoiceIssued' || entry.type === 'CreditNoteIssued',
    );
    expect(documents.map((entry) => entry.description)).toEqual([
      `Invoice ${invoice!.number} issued: ₹599.00`,
      `Credit note ${creditNote!.creditNoteNumber} issued against invoice ${invoice!.number}: ₹599.00, as the order was cancelled`,
    ]);
    expect(documents.map((entry) => entry.actor)).toEqual([
      { role: 'system', name: 'System' },
      { role: 'system', name: 'System' },
    ]);
    expect(documents[0]!.correlationId).toBe(`invoice-at-shipment-${orderId}`);
    const shippedAt = timeline.findIndex((entry) => entry.description.endsWith('to Shipped'));
    expect(timeline.findIndex((entry) => entry.type === 'InvoiceIssued')).toBeGreaterThan(shippedAt);
  });

  it('credit nothing for an order cancelled before it was invoiced', async () => {
    const { orderId } = await placedOrder(sales.kit);
    await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'cancelled', reason: '' });

    await waitUntil(
      async () => {
        const job = await sales.shop.shop.stores.jobQueue.getJob('invoices', `credit-note-cancel-${orderId}`);
        expect(job).toMatchObject({ state: 'completed', result: { done: 'not invoiced: no credit note' } });
      },
      10_000,
      () => 'the credit-note job did not finish',
    );
    expect(await recorded(sales.shop, 'CreditNoteIssued', orderId)).toEqual([]);
  });

  it('credit the returned plants’ refund on their own line', async () => {
    const jade = await sales.kit.createProduct({ name: 'Jade Plant', basePrice: 19_900 }, [], {
      hsn: '0602',
      gstRate: 'exempt',
    });
    const planter = await sales.kit.createProduct({ name: 'Plastic Planter' }, [], PLANTER_TAX);
    const asha = await sales.kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: jade.id, quantity: 2 }));
    await asha.write(asha.client.cart.add.mutate({ productId: planter.id }));
    const { orderId } = await asha.place();
    for (const status of ['shipped', 'delivered'] as const)
      await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status });
    const returnId = crypto.randomUUID();
    await asha.write(
      asha.client.returns.request.mutate({
        orderId,
        returnId,
        reason: 'changed_mind',
        items: [{ productId: planter.id, variantId: null, quantity: 1 }],
        note: null,
      }),
    );
    const returns = sales.admin.client.admin.returns;
    await returns.approve.mutate({ orderId, returnId, instructions: 'Our courier collects it on Monday.' });
    await returns.receive.mutate({ orderId, returnId });

    await invoicesIssued(sales.admin, orderId, 1);

    const [creditNote] = await recorded<IssuedCreditNote>(sales.shop, 'CreditNoteIssued', orderId);
    expect(creditNote).toMatchObject({ reason: 'returned', totals: { amount: 59_900 } });
    expect(creditNote!.lines).toEqual([
      expect.objectContaining({ lineNo: 2, hsn: '3924', amount: 59_900, cgst: 4_569, stateTax: 4_568 }),
    ]);
  });

  it('credit a claim’s refund on the claimed plant’s line', async () => {
    const { asha, orderId, planter } = await placedOrder(sales.kit);
    for (const status of ['shipped', 'delivered'] as const)
      await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status });
    const claimId = crypto.randomUUID();
    await asha.write(
      asha.client.claims.open.mutate({
        orderId,
        claimId,
        reason: 'arrived_damaged',
        items: [{ productId: planter.id, variantId: null, quantity: 1 }],
        description: 'The planter arrived cracked in two.',
        photos: [await claimPhotoOf(sales.shop.baseUrl, asha)],
      }),
    );
    await sales.admin.client.admin.claims.refund.mutate({
      orderId,
      claimId,
      manualRefund: { method: 'upi', reference: 'UPI-77881' },
    });

    await invoicesIssued(sales.admin, orderId, 1);

    const [creditNote] = await recorded<IssuedCreditNote>(sales.shop, 'CreditNoteIssued', orderId);
    expect(creditNote).toMatchObject({ reason: 'refunded', creditNoteId: `claim-${claimId}` });
    expect(creditNote!.lines).toEqual([
      expect.objectContaining({ lineNo: 1, amount: 59_900, cgst: 4_569, stateTax: 4_568 }),
    ]);
  });

  it('of cash orders wait for their delivery when the shop invoices them then', async () => {
    const setTiming = async (timing: string) =>
      sales.admin.readAfterWrite(
        await sales.admin.client.admin.invoicing.setCashOnDeliveryInvoiceTiming.mutate({ timing }),
      );
    await setTiming('delivery');
    try {
      const { orderId } = await placedOrder(sales.kit);
      await ship(sales.admin, orderId);
      expect(await shipmentJobDone(sales.shop, orderId)).toBe(
        'not invoiced at shipment: a cash order, invoiced at its delivery',
      );
      expect(await recorded(sales.shop, 'InvoiceIssued', orderId)).toEqual([]);

      await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'delivered' });

      const { invoice } = await invoicesIssued(sales.admin, orderId);
      const timeline = await sales.admin.client.admin.orders.timeline.query({ orderId });
      const delivered = timeline.find((entry) => entry.description.endsWith('to Delivered'));
      expect(Date.parse(invoice!.issuedAt)).toBe(Date.parse(delivered!.at));
    } finally {
      await setTiming('shipment');
    }
  });

  it('come before their credit notes: a credit note waits while the order’s invoice is under way', async () => {
    const { orderId } = await placedOrder(sales.kit);
    const request = {
      orderId,
      creditNoteId: `cancel-${orderId}`,
      settles: { kind: 'cancellation' } as const,
      issuedAt: new Date(),
    };
    const { eventSourcing } = sales.shop.shop;
    const context = systemContext('credit-note-test');

    const waiting = await issueCreditNote(eventSourcing, request, async () => true, context).catch(
      (error: Error) => error.message,
    );
    expect(waiting).toBe(INVOICE_UNDER_WAY);
    expect(await issueCreditNote(eventSourcing, request, async () => false, context)).toBe(
      'not invoiced: no credit note',
    );
  });

  it('are issued by hand for an order shipped before the tax details were set, by the admin, once', async () => {
    const orderId = shippedBeforeDetails;
    const admin = sales.admin.client.admin.orders;

    const { invoiceNumber, position } = await admin.issueInvoice.mutate({ orderId });
    sales.admin.readAfterWrite({ position });

    expect((await admin.invoices.query({ orderId })).invoice?.number).toBe(invoiceNumber);
    const [entry] = (await admin.timeline.query({ orderId })).filter((each) => each.type === 'InvoiceIssued');
    expect(entry).toMatchObject({
      description: `Invoice ${invoiceNumber} issued: ₹599.00`,
      actor: { role: 'admin' },
    });
    expect(await admin.issueInvoice.mutate({ orderId })).toEqual({ invoiceNumber, position: null });
    expect(await recorded(sales.shop, 'InvoiceIssued', orderId)).toHaveLength(1);
  });

  it('by hand are refused for an order not shipped, or with a product not taxed, taking no number', async () => {
    const before = await numbersTaken(sales.shop);
    const { orderId } = await placedOrder(sales.kit);
    await sales.kit.refusedWithNothingWritten(
      () => sales.admin.client.admin.orders.issueInvoice.mutate({ orderId }),
      'BAD_REQUEST',
      NOT_SHIPPED,
    );
    const untaxed = await placedOrder(sales.kit, { tax: null });
    await ship(sales.admin, untaxed.orderId);
    const refused = await sales.admin.client.admin.orders.issueInvoice
      .mutate({ orderId: untaxed.orderId })
      .catch((error) => error);
    expect({ code: refused.data?.code, message: refused.message }).toEqual({
      code: 'BAD_REQUEST',
      message: productUntaxed('Plastic Planter'),
    });
    expect(await numbersTaken(sales.shop)).toEqual(before);
  });

  it('keep their numbers, amounts, HSN and place of supply after the customer is erased; not their name', async () => {
    const { asha, orderId } = await placedOrder(sales.kit);
    await ship(sales.admin, orderId);
    const { invoice } = await invoicesIssued(sales.admin, orderId);
    const { user } = await asha.client.auth.session.query();

    await sales.admin.client.admin.users.erase.mutate({ accountId: user!.id });

    const [kept] = await streamEvents<InvoiceEvent>(sales.shop.shop.eventSourcing, `invoice-${orderId}`);
    expect(kept!.type).toBe('InvoiceIssued');
    expect(kept!.data).toMatchObject({
      recipient: null,
      invoiceNumber: invoice!.number,
      totals: invoice!.totals,
      placeOfSupply: { stateCode: '29' },
      lines: [expect.objectContaining({ hsn: '3924', amount: 59_900 })],
    });
    expect((await sales.admin.client.admin.orders.invoices.query({ orderId })).invoice).toEqual(invoice);
  });

  it('are refused for a product with no tax, naming it for the admin, and take no number', async () => {
    const before = await numbersTaken(sales.shop);
    const { orderId } = await placedOrder(sales.kit, { tax: null });
    await ship(sales.admin, orderId);

    expect(await refusalOf(orderId)).toEqual({ reason: productUntaxed('Plastic Planter'), retrying: true });
    expect(await numbersTaken(sales.shop)).toEqual(before);
  });

  it('refused, say so once the job has given up: only the admin issues it then', async () => {
    const { orderId } = await placedOrder(sales.kit, { tax: null });
    // The jobs' five tries take half a minute: a job given one try has used them all at its first refusal.
    // Enqueued first, it keeps its id from the job the shipment asks for.
    await sales.shop.shop.stores.jobQueue.enqueue(
      INVOICES_QUEUE,
      {
        id: invoiceJobId(orderId, 'shipment'),
        payload: { kind: 'issue-invoice', orderId, at: 'shipment', issuedAt: new Date().toISOString() },
      },
      { attempts: 1 },
    );
    await ship(sales.admin, orderId);

    expect(await refusalOf(orderId)).toEqual({ reason: productUntaxed('Plastic Planter'), retrying: false });
  });

  it('are not issued for a shipment refused: an unpaid online order takes no number', async () => {
    const before = await numbersTaken(sales.shop);
    const { orderId } = await sales.kit.orderAwaitingPayment('razorpay');

    await sales.kit.refusedWithNothingWritten(() => ship(sales.admin, orderId), 'BAD_REQUEST', NOT_PAID_YET);

    expect(await numbersTaken(sales.shop)).toEqual(before);
    expect(
      await sales.shop.shop.stores.jobQueue.getJob('invoices', `invoice-at-shipment-${orderId}`),
    ).toBeNull();
  });

  it('are issued once however often the job runs, even at once', async () => {
    const { orderId } = await placedOrder(sales.kit);
    await ship(sales.admin, orderId);
    const { invoice } = await invoicesIssued(sales.admin, orderId);
    const { eventSourcing, stores } = sales.shop.shop;
    const run = invoiceJobs({ eventSourcing, jobQueue: stores.jobQueue });
    const job = {
      id: `invoice-at-shipment-${orderId}`,
      name: 'issue-invoice',
      attempt: 2,
      reportProgress: async () => {},
      payload: {
        kind: 'issue-invoice',
        orderId,
        at: 'shipment',
        issuedAt: new Date().toISOString(),
      } as const,
    };

    const runs = await Promise.all([run(job), run(job)]);

    expect(runs).toEqual([
      { done: `invoiced already: ${invoice!.number}` },
      { done: `invoiced already: ${invoice!.number}` },
    ]);
    expect(await recorded(sales.shop, 'InvoiceIssued', orderId)).toHaveLength(1);
  });

  it('use the number a stopped try took for the order, leaving no gap', async () => {
    const { orderId } = await placedOrder(sales.kit);
    // A try that took the number and stopped before the invoice was issued.
    const taken = await takeDocumentNumber(
      sales.shop.shop.eventSourcing,
      { series: 'invoice', issuedAt: new Date(), forDocument: orderId },
      systemContext('stopped-try'),
    );
    const countBefore = (await numbersTaken(sales.shop)).length;

    await ship(sales.admin, orderId);

    expect((await invoicesIssued(sales.admin, orderId)).invoice?.number).toBe(taken);
    expect(await numbersTaken(sales.shop)).toHaveLength(countBefore);
  });
});

describe('fifty orders shipped at once', () => {
  let shop: TestShop;
  let admin: TestBrowser;
  let kit: Kit;
  beforeAll(async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    admin = await shop.adminBrowser();
    kit = salesKit(shop, admin);
    admin.readAfterWrite(await admin.client.admin.invoicing.setTaxDetails.mutate(verdantTaxDetails));
  });
  afterAll(() => shop.stop());

  it('get fifty consecutive numbers, none skipped and none repeated', { timeout: 120_000 }, async () => {
    const orders = [];
    for (let index = 0; index < 50; index++) orders.push((await placedOrder(kit)).orderId);

    await Promise.all(orders.map((orderId) => ship(admin, orderId)));
    const numbers = await Promise.all(
      orders.map(async (orderId) => (await invoicesIssued(admin, orderId)).invoice!.number),
    );

    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, index) => invoiceNumber(index + 1)));
    expect(await numbersTaken(shop)).toHaveLength(50);
  });
});
