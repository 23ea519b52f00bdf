import { verdantTaxDetails } from '@verdant/domain/invoicing/testing/invoices';
import { pdfText } from '@verdant/server/invoicing/testing/pdf-text';
import { NO_SUCH_DOCUMENT } from '@verdant/server/plugins/tax-documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesIssued } from '../support/invoices';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

/** What a browser gets for the URL with its session cookie: the tab's own cookies, as the link sends them. */
async function download(browser: { cookieHeader(): string } | null, path: string) {
  const cookie = browser?.cookieHeader() ?? '';
  const response = await fetch(`${sales.shop.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('downloading tax invoices and credit notes', () => {
  let orderId: string;
  let asha: Awaited<ReturnType<typeof sales.kit.customer>>;

  beforeAll(async () => {
    const { admin, kit } = sales;
    admin.readAfterWrite(await admin.client.admin.invoicing.setTaxDetails.mutate(verdantTaxDetails));
    const planter = await kit.createProduct({ name: 'Plastic Planter' }, [], { hsn: '3924', gstRate: '18' });
    asha = await kit.customer();
    await asha.write(asha.client.cart.add.mutate({ productId: planter.id }));
    ({ orderId } = await asha.place());
    await admin.client.admin.orders.setStatus.mutate({ orderId, status: 'shipped' });
  });

  it('gives the customer their invoice as a PDF printed from its event, the same bytes every time', async () => {
    const { invoice } = await invoicesIssued(sales.admin, orderId);
    const number = invoice!.number;

    const first = await download(asha, `/documents/invoices/${orderId}.pdf`);
    const again = await download(asha, `/documents/invoices/${orderId}.pdf`);

    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('application/pdf');
    expect(first.response.headers.get('content-disposition')).toBe(
      `attachment; filename="${number.replaceAll('/', '-')}.pdf"`,
    );
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const { text } = await pdfText(first.bytes);
    expect(text).toContain(number);
    expect(text).toContain(verdantTaxDetails.gstin);
    expect(text).toContain(asha.details.fullName);
    expect(text).toContain('Place of supply: Karnataka (29)');
  });

  it('gives the back office any order’s invoice, and nobody else any', async () => {
    await invoicesIssued(sales.admin, orderId);
    const admin = await download(sales.admin, `/documents/invoices/${orderId}.pdf`);
    expect(admin.response.status).toBe(200);

    const mallory = await sales.kit.customer();
    for (const [who, path] of [
      [mallory, `/documents/invoices/${orderId}.pdf`],
      [null, `/documents/invoices/${orderId}.pdf`],
      [asha, '/documents/invoices/no-such-order.pdf'],
      [asha, `/documents/invoices/${orderId}`],
      [asha, `/documents/invoices/..%2F${orderId}.pdf`],
      [asha, `/documents/credit-notes/${orderId}/no-such-note.pdf`],
    ] as const) {
      const refused = await download(who, path);
      expect({ path, status: refused.response.status }).toEqual({ path, status: 404 });
      expect(refused.bytes.toString()).toContain(NO_SUCH_DOCUMENT);
    }
  });

  it('gives the customer the credit note of their cancelled order, naming the invoice it corrects', async () => {
    const { invoice } = await invoicesIssued(sales.admin, orderId);
    await sales.admin.client.admin.orders.setStatus.mutate({ orderId, status: 'cancelled', reason: '' });
    const { creditNotes } = await invoicesIssued(sales.admin, orderId, 1);
    const [note] = creditNotes;

    const { response, bytes } = await download(
      asha,
      `/documents/credit-notes/${orderId}/${note!.creditNoteId}.pdf`,
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${note!.number.replaceAll('/', '-')}.pdf"`,
    );
    const { text } = await pdfText(bytes);
    expect(text).toContain(note!.number);
    expect(text).toContain(invoice!.number);
    const mallory = await sales.kit.customer();
    const refused = await download(mallory, `/documents/credit-notes/${orderId}/${note!.creditNoteId}.pdf`);
    expect(refused.response.status).toBe(404);
  });
});
