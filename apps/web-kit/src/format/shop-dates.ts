import { SHOP_TIME_ZONE } from '@verdant/domain/shared/shop-calendar';

// The shop trades in India: a moment shows as the day and time it was there, whatever the browser's zone.
const shopDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const shopDateTime = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/** An ISO-8601 instant as its day in India, e.g. 5 Sept 2025. */
export const formatShopDate = (iso: string): string => shopDate.format(new Date(iso));

/** An ISO-8601 instant as its day and time in India, e.g. 5 Sept 2025, 3:45 pm IST. */
export const formatShopDateTime = (iso: string): string => `${shopDateTime.format(new Date(iso))} IST`;
