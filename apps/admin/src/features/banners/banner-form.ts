import { bannerEditRules, bannerRules } from '@verdant/domain/catalog/banner-rules';
import { checkForm } from '@verdant/web-kit';

export interface BannerFormValues {
  title: string;
  /** A newly uploaded image; blank when editing keeps the banner's current one. */
  imageUrl: string;
  linkUrl: string;
  displayOrder: string;
}

/** Blank means the default order (0); anything else must read as a number, which the rules then judge. */
const readOrder = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A new banner, checked with the domain's rules: an image is required ('Please upload an image'). */
export const checkNewBanner = (values: BannerFormValues, active: boolean) =>
  checkForm(bannerRules, { ...values, displayOrder: readOrder(values.displayOrder), active });

/** An edited banner, checked with the domain's rules: no new image keeps the current one. */
export const checkEditedBanner = (values: BannerFormValues) =>
  checkForm(bannerEditRules, { ...values, displayOrder: readOrder(values.displayOrder) });
