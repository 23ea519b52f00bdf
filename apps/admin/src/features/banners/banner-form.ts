import type { Banner } from './banner';

export interface BannerFormValues {
  title: string;
  /** A newly uploaded image; blank when editing keeps the banner's current one. */
  imageUrl: string;
  linkUrl: string;
  displayOrder: number | undefined;
  active: boolean;
}

/** A new banner is active, at display order 0; an existing one starts from what it is. */
export const bannerFormValues = (banner?: Banner): BannerFormValues => ({
  title: banner?.title ?? '',
  imageUrl: '',
  linkUrl: banner?.linkUrl ?? '',
  displayOrder: banner?.displayOrder ?? 0,
  active: banner?.isActive ?? true,
});

/**
 * The order as typed: blank means the default (0), anything else must read as a number, which the rules then
 * judge. The form's starting value is a number already.
 */
export const readDisplayOrder = (typed: string | number | undefined) =>
  typeof typed === 'string' ? (typed.trim() === '' ? undefined : Number(typed)) : typed;
