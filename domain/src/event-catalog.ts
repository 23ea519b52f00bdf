import { bannerEvents } from './catalog/banner';
import { categoryEvents } from './catalog/category';
import { productEvents } from './catalog/product';
import { backInStockEvents } from './engagement/back-in-stock';
import { contactMessageEvents } from './engagement/contact-message';
import { correspondentEvents } from './engagement/correspondent';
import { newsletterEvents } from './engagement/newsletter-subscription';
import { accountEvents } from './identity/account';
import { stockSettingsEvents } from './inventory/stock-settings';
import { stockedItemEvents } from './inventory/stocked-item';
import { invoiceEvents } from './invoicing/invoice-events';
import { invoiceSeriesEvents } from './invoicing/invoice-series';
import { invoicingSettingsEvents } from './invoicing/shop-tax-details';
import { couponEvents } from './sales/coupon';
import { orderEvents } from './sales/order';
import { purchaseHistoryEvents } from './sales/purchase-history';
import type { EventDefinition } from './shared/event-definition';
import { reservationEvents } from './shared/reservation';
import { cartEvents } from './shopping/cart';
import { wishlistEvents } from './shopping/wishlist';

/** Every event type the shop records. The event codec refuses to write or read anything else. */
export const eventCatalog: readonly EventDefinition[] = [
  ...reservationEvents,
  ...categoryEvents,
  ...productEvents,
  ...stockedItemEvents,
  ...stockSettingsEvents,
  ...invoicingSettingsEvents,
  ...bannerEvents,
  ...accountEvents,
  ...contactMessageEvents,
  ...newsletterEvents,
  ...backInStockEvents,
  ...correspondentEvents,
  ...cartEvents,
  ...wishlistEvents,
  ...couponEvents,
  ...orderEvents,
  ...purchaseHistoryEvents,
  ...invoiceSeriesEvents,
  ...invoiceEvents,
];
