import { type Projection, type Reaction, reactionOf } from '@verdant/platform';
import { bannersProjection } from './catalog/banners';
import { categoriesProjection } from './catalog/categories';
import { productCatalogProjection } from './catalog/product-catalog';
import { customerSummariesProjection } from './customers/customer-summaries';
import { olderContactMessagesProjection } from './engagement/older-contact-messages';
import { accountProfilesProjection } from './identity/account-profiles';
import { addressesProjection } from './identity/addresses';
import { stockSettingsProjection } from './inventory/stock-settings';
import { invoicesProjection } from './invoicing/invoices';
import { invoicingSettingsProjection } from './invoicing/invoicing-settings';
import { backInStockReaction } from './reactions/back-in-stock';
import { claimMailsReaction } from './reactions/claim-mails';
import { invoicingReaction } from './reactions/invoicing';
import { orderFollowUpReaction } from './reactions/order-follow-up';
import { orderMailsReaction } from './reactions/order-mails';
import { passwordResetMailReaction } from './reactions/password-reset-mail';
import { paymentMailsReaction } from './reactions/payment-mails';
import { refundsReaction } from './reactions/refunds';
import { returnMailsReaction } from './reactions/return-mails';
import { shippingMailsReaction } from './reactions/shipping-mails';
import { stockFollowUpReaction } from './reactions/stock-follow-up';
import { welcomeMailReaction } from './reactions/welcome-mail';
import { adminOrdersProjection } from './sales/admin-orders';
import { claimsProjection } from './sales/claims';
import { couponsProjection } from './sales/coupons';
import { customerOrdersProjection } from './sales/customer-orders';
import { dashboardProjection } from './sales/dashboard';
import { onlinePaymentsProjection } from './sales/online-payments';
import { recentActivityProjection } from './sales/recent-activity';
import { returnsProjection } from './sales/returns';
import { cartsProjection } from './shopping/carts';
import { wishlistsProjection } from './shopping/wishlists';

/** Every read model the shop keeps. */
export const allProjections: readonly Projection[] = [
  categoriesProjection,
  productCatalogProjection,
  stockSettingsProjection,
  invoicingSettingsProjection,
  invoicesProjection,
  bannersProjection,
  accountProfilesProjection,
  addressesProjection,
  cartsProjection,
  wishlistsProjection,
  customerSummariesProjection,
  couponsProjection,
  customerOrdersProjection,
  onlinePaymentsProjection,
  adminOrdersProjection,
  claimsProjection,
  returnsProjection,
  dashboardProjection,
  recentActivityProjection,
  olderContactMessagesProjection,
];

/** Every reaction to new events: the side effects (mails, order follow-ups, refunds) that follow from what happened. */
export const allReactions: readonly Reaction[] = [
  welcomeMailReaction,
  passwordResetMailReaction,
  // One feed for every mail about an order; the checkpoint keeps the name the placed/cancelled mails had.
  reactionOf('order-mails', [
    orderMailsReaction,
    shippingMailsReaction,
    paymentMailsReaction,
    claimMailsReaction,
    returnMailsReaction,
  ]),
  // Refunds asked of the gateway are follow-ups of an order too: one feed for both.
  reactionOf('order-follow-up', [orderFollowUpReaction, refundsReaction]),
  // Its own feed: a cancelled order asks for its coupon use back above, and for its stock back here.
  stockFollowUpReaction,
  backInStockReaction,
  // Its own feed: started on a shop with history, it invoices only orders shipped from then on.
  invoicingReaction,
];
