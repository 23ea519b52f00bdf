import { DEFAULT_GST_RATES } from '@verdant/domain/invoicing/gst-rates';
import {
  INVOICING_SETTINGS_STREAM,
  invoicingSettingsDecider,
} from '@verdant/domain/invoicing/shop-tax-details';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
  type ReadModels,
} from '@verdant/platform';
import {
  INVOICING_SETTINGS_ID,
  type InvoicingSettingsView,
  invoicingSettingsProjection,
} from '@verdant/projections/invoicing/invoicing-settings';

/** The shop's tax details (null until set) and when cash orders are invoiced. */
export async function invoicingSettings(readModels: ReadModels) {
  const settings = await readModels.collection<InvoicingSettingsView>(
    invoicingSettingsProjection,
    'invoicing_settings',
  );
  const found = await settings.findOne({ _id: INVOICING_SETTINGS_ID });
  return {
    taxDetails: found?.taxDetails ?? null,
    cashOnDeliveryInvoicedAt: found?.cashOnDeliveryInvoicedAt ?? ('shipment' as const),
    gstRates: found?.gstRates ?? DEFAULT_GST_RATES,
  };
}

/** The GST rates the shop keeps, from their stream: a decision never judges by a read model that may lag. */
export async function gstRatesOf(eventSourcing: EventSourcing) {
  const { state } = await loadAggregate(eventSourcing, invoicingSettingsDecider, INVOICING_SETTINGS_STREAM);
  return state.gstRates;
}

/** Admin > Settings > Tax invoices: the supplier's details on every invoice, and when cash orders are invoiced. */
export class InvoicingSettingsCommands {
  constructor(private readonly eventSourcing: EventSourcing) {}

  setShopTaxDetails(details: unknown, context: CommandContext) {
    return this.#handle({ type: 'SetShopTaxDetails', data: details }, context);
  }

  setCashOnDeliveryInvoiceTiming(timing: unknown, context: CommandContext) {
    return this.#handle({ type: 'SetCashOnDeliveryInvoiceTiming', data: { timing } }, context);
  }

  setGstRates(rates: unknown, context: CommandContext) {
    return this.#handle({ type: 'SetGstRates', data: { rates } }, context);
  }

  #handle(command: Parameters<typeof invoicingSettingsDecider.decide>[0], context: CommandContext) {
    return handleCommand(
      this.eventSourcing,
      invoicingSettingsDecider,
      INVOICING_SETTINGS_STREAM,
      command,
      context,
    );
  }
}
