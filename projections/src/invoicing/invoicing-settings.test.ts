import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { invoicingSettingsProjection } from './invoicing-settings';

const spec = projectionSpecification(invoicingSettingsProjection);

const details = {
  legalName: 'Verdant Plants Private Limited',
  gstin: '27AAPFU0939F1ZV',
  addressLine1: '12 Nursery Lane',
  addressLine2: null,
  city: 'Pune',
  stateCode: '27',
  postalCode: '411001',
};

describe('invoicing settings read model', () => {
  it('holds nothing until something is set: queries read no tax details, cash invoiced at shipment', async () => {
    await spec.given([]).thenReadModel({ invoicing_settings: [] });
  });

  it('holds the tax details and the timing set last, each keeping the other', async () => {
    await spec
      .given([
        { type: 'CashOnDeliveryInvoiceTimingSet', data: { timing: 'delivery' } },
        { type: 'ShopTaxDetailsSet', data: details },
        { type: 'ShopTaxDetailsSet', data: { ...details, city: 'Mumbai' } },
      ])
      .thenReadModel({
        invoicing_settings: [
          {
            _id: 'invoicing',
            taxDetails: { ...details, city: 'Mumbai' },
            cashOnDeliveryInvoicedAt: 'delivery',
            updatedAt: recordedAt(2),
          },
        ],
      });
  });
});
