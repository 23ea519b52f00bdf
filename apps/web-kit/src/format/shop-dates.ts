import { SHOP_TIME_ZONE } from '@verdant/domain/shared/shop-calendar';

// The shop trades in India: a moment shows as the day and time it was there, whatever the browser's zone.
// The formatters are made on first use: constructing one loads locale and time-zone data, tens of
// milliseconds of a phone's main thread that a page showing no date should not spend before it can show
// anything.
let shopDate: Intl.DateTimeFormat | undefined;
let shopDateTime: Intl.DateTimeFormat | undefined;

/** An ISO-8601 instant as its day in India, e.g. 5 Sept 2025. */
export const formatShopDate = (iso: string): string => {
  shopDate ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
  return shopDate.format(new Date(iso));
};

/** An ISO-8601 instant as its day and time in India, e.g. 5 Sept 2025, 3:45 pm IST. */
export const formatShopDateTime = (iso: string): string => {
  shopDateTime ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return `${shopDateTime.format(new Date(iso))} IST`;
};
