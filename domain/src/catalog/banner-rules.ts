import { z } from 'zod';
import { blankAsNull } from '../shared/validation';
import { imageUrlRule } from './product-rules';

export const IMAGE_REQUIRED = 'Please upload an image';
export const INVALID_LINK = 'Please enter a valid URL';

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};
// A banner usually leads somewhere in the shop (/shop?category=succulents); '//' would leave the site.
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

const linkUrlRule = z
  .string()
  .trim()
  .max(2048, 'Link URL must be at most 2048 characters')
  .refine((url) => !/\s/.test(url) && (isWebAddress(url) || isSitePath(url)), INVALID_LINK);

const titleRule = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(100, 'Title must be at most 100 characters');
const displayOrderRule = z
  .number({ error: 'Display order must be a number' })
  .int('Display order must be a whole number')
  .min(0, 'Display order cannot be negative')
  .default(0);

// Fields in the order the form shows them, so the first message is about the first field at fault.

/** A new banner: title and image required; active at display order 0 unless told. */
export const bannerRules = z.object({
  title: titleRule,
  imageUrl: z.string({ error: IMAGE_REQUIRED }).trim().min(1, IMAGE_REQUIRED).pipe(imageUrlRule),
  linkUrl: blankAsNull(linkUrlRule),
  displayOrder: displayOrderRule,
  active: z.boolean().default(true),
});

/**
 * An edited banner. An image is required only on create: on edit, no new image keeps the current one.
 * Whether it shows is switched on its own (activate, deactivate).
 */
export const bannerEditRules = z.object({
  title: titleRule,
  imageUrl: blankAsNull(imageUrlRule),
  linkUrl: blankAsNull(linkUrlRule),
  displayOrder: displayOrderRule,
});

export type BannerInput = z.input<typeof bannerRules>;
export type BannerEditInput = z.input<typeof bannerEditRules>;
