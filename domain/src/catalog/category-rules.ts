import { z } from 'zod';
import { blankAsNull } from '../shared/validation';

/** Lowercase words joined by single hyphens: `indoor-plants`. Slugs appear in URLs (/shop?category=...). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const webOrUploadedImage = (url: string) => /^https?:\/\/\S+$/i.test(url) || /^\/uploads\/[\w.-]+$/.test(url);

/** The category form's rules: name and slug required; description and image optional. */
export const categoryDetailsRules = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  slug: z
    .string()
    .trim()
    .min(1, 'Slug is required')
    .max(80, 'Slug must be at most 80 characters')
    .regex(slugPattern, 'Slug may contain only lowercase letters, numbers and single hyphens'),
  description: blankAsNull(z.string().trim().max(500, 'Description must be at most 500 characters')),
  imageUrl: blankAsNull(
    z
      .string()
      .trim()
      .max(2048, 'Image URL is too long')
      .refine(webOrUploadedImage, 'Image URL must be a web address (https://...) or an uploaded image'),
  ),
});

export type CategoryDetailsInput = z.input<typeof categoryDetailsRules>;
export type CategoryDetails = z.output<typeof categoryDetailsRules>;
