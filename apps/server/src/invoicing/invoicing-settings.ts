import {
  INVOICING_SETTINGS_STREAM,
  invoicingSettingsDecider,
} from '@verdant/domain/invoicing/shop-tax-details';
import { type CommandContext, type EventSourcing, handleCommand, type ReadModels } from '@verdant/platform';
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
  };
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
