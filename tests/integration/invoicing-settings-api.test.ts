import { DEFAULT_GST_RATES, rateNotInForce } from '@verdant/domain/invoicing/gst-rates';
import { GSTIN_INVALID } from '@verdant/domain/invoicing/gstin';
import { GST_RATES_INVALID, STATE_NOT_OF_GSTIN } from '@verdant/domain/invoicing/shop-tax-details';
import { shopDayOf } from '@verdant/domain/shared/shop-calendar';
import { describe, expect, it } from 'vitest';
import { refusal } from '../support/refusal';
import { useSalesShop } from '../support/sales';

const sales = useSalesShop();

/** A Maharashtra registration: GSTIN state code 27, a published example. */
const maharashtra = {
  legalName: 'Verdant Plants Private Limited',
  gstin: '27AAPFU0939F1ZV',
  addressLine1: '12 Nursery Lane',
  addressLine2: 'Koregaon Park',
  city: 'Pune',
  stateCode: '27',
  postalCode: '411001',
};

const settings = () => sales.admin.client.admin.invoicing.settings.query();
const setDetails = async (details: Record<string, unknown>) =>
  sales.admin.readAfterWrite(
    await sales.admin.client.admin.invoicing.setTaxDetails.mutate(details as typeof maharashtra),
  );

describe('the shop’s tax details', () => {
  it('are unset at first, which the dashboard tells, and once set are what Settings shows', async () => {
    expect(await settings()).toEqual({
      taxDetails: null,
      cashOnDeliveryInvoicedAt: 'shipment',
      gstRates: DEFAULT_GST_RATES,
    });
    expect((await sales.admin.client.admin.dashboard.summary.query()).invoicesOff).toBe(true);

    await setDetails({ ...maharashtra, gstin: '27aapfu0939f1zv' });

    expect(await settings()).toMatchObject({ taxDetails: maharashtra, cashOnDeliveryInvoicedAt: 'shipment' });
    expect((await sales.admin.client.admin.dashboard.summary.query()).invoicesOff).toBe(false);
    const [recorded] = (await sales.shop.recordedEvents('ShopTaxDetailsSet')).slice(-1);
    expect(recorded?.metadata.actor).toMatchObject({ role: 'admin' });
    expect(recorded?.metadata.correlationId).toEqual(expect.any(String));
  });

  it.each([
    ['a wrong check character', { gstin: '27AAPFU0939F1ZX' }, GSTIN_INVALID],
    ['a state code India does not use', { gstin: '99AAPFU0939F1ZV' }, GSTIN_INVALID],
    ['an address in another state than the GSTIN', { stateCode: '29' }, STATE_NOT_OF_GSTIN('Maharashtra')],
    ['no legal name', { legalName: '  ' }, 'Legal name is required'],
  ])('are refused with %s, changing nothing', async (_case, change, message) => {
    await setDetails(maharashtra);
    const eventsBefore = (await sales.shop.recordedEvents('ShopTaxDetailsSet')).length;

    const refused = await refusal(
      sales.admin.client.admin.invoicing.setTaxDetails.mutate({ ...maharashtra, ...change }),
    );

    expect(refused.data?.code).toBe('BAD_REQUEST');
    expect(refused.message).toContain(message);
    expect((await settings()).taxDetails).toEqual(maharashtra);
    expect(await sales.shop.recordedEvents('ShopTaxDetailsSet')).toHaveLength(eventsBefore);
  });

  it('say when cash orders are invoiced: at shipment, or at delivery when the shop prefers', async () => {
    const setTiming = async (timing: string) =>
      sales.admin.readAfterWrite(
        await sales.admin.client.admin.invoicing.setCashOnDeliveryInvoiceTiming.mutate({ timing }),
      );
    await setTiming('delivery');
    expect((await settings()).cashOnDeliveryInvoicedAt).toBe('delivery');
    const refused = await refusal(
      sales.admin.client.admin.invoicing.setCashOnDeliveryInvoiceTiming.mutate({ timing: 'never' }),
    );
    expect(refused.message).toContain('Please choose when cash orders are invoiced');
    await setTiming('shipment');
    expect((await settings()).cashOnDeliveryInvoicedAt).toBe('shipment');
  });

  it('keep the GST rates as data: a new slab set by an admin is one a product may take from its day', async () => {
    const today = shopDayOf(new Date());
    const plant = await sales.kit.createProduct();
    const saveTax = (gstRate: string) =>
      sales.admin.client.admin.products.update.mutate({
        id: plant.id,
        product: plant.product,
        variants: [],
        tax: { hsn: '3924', gstRate },
      });
    const refused = await refusal(saveTax('3'));
    expect(refused.message).toContain(rateNotInForce('3', today));

    const newSlab = {
      from: today,
      rates: [
        { code: 'exempt', percent: 0, kind: 'exempt' },
        { code: '3', percent: 3, kind: 'taxable' },
      ],
    };
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.invoicing.setGstRates.mutate({ rates: [...DEFAULT_GST_RATES, newSlab] }),
    );

    expect((await settings()).gstRates).toEqual([...DEFAULT_GST_RATES, newSlab]);
    expect((await sales.admin.client.admin.products.gstRates.query()).map(({ code }) => code)).toEqual([
      'exempt',
      '3',
    ]);
    sales.admin.readAfterWrite(await saveTax('3'));
    expect((await sales.admin.client.admin.products.get.query({ id: plant.id })).tax).toEqual({
      hsn: '3924',
      gstRate: '3',
    });

    const badTable = await refusal(
      sales.admin.client.admin.invoicing.setGstRates.mutate({ rates: [newSlab, newSlab] }),
    );
    expect(badTable.message).toContain(GST_RATES_INVALID);
    expect((await settings()).gstRates).toEqual([...DEFAULT_GST_RATES, newSlab]);
    sales.admin.readAfterWrite(
      await sales.admin.client.admin.invoicing.setGstRates.mutate({ rates: DEFAULT_GST_RATES }),
    );
  });

  it('are the back office’s alone: a customer’s session cannot read or set them', async () => {
    const customer = await sales.kit.customer();
    expect((await refusal(customer.client.admin.invoicing.settings.query())).data?.code).toBe('UNAUTHORIZED');
    const refused = await refusal(
      customer.client.admin.invoicing.setTaxDetails.mutate({ ...maharashtra, legalName: 'Mallory' }),
    );
    expect(refused.data?.code).toBe('UNAUTHORIZED');
    expect((await settings()).taxDetails?.legalName).not.toBe('Mallory');
  });
});
