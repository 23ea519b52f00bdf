import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DomainError } from '../shared/domain-error';
import { parseOrRefuse } from '../shared/validation';
import { bannerEditRules, bannerRules, IMAGE_REQUIRED, INVALID_LINK } from './banner-rules';

/** The field messages a form shows for this input, exactly as the API and the decider refuse it. */
function fieldErrors(rules: z.ZodType, input: unknown): Record<string, string> {
  try {
    parseOrRefuse(rules, input);
  } catch (error) {
    if (error instanceof DomainError) return { ...error.fieldErrors };
    throw error;
  }
  return {};
}

const banner = { title: 'Monsoon Sale', imageUrl: '/uploads/banners/3f9a.webp' };

describe('banner rules', () => {
  it('makes a new banner active at display order 0, without a link', () => {
    expect(bannerRules.parse({ ...banner, title: ' Monsoon Sale ', linkUrl: ' ' })).toEqual({
      ...banner,
      linkUrl: null,
      displayOrder: 0,
      active: true,
    });
  });

  it('requires a title, and an image on create', () => {
    expect(fieldErrors(bannerRules, { title: ' ', imageUrl: '' })).toEqual({
      title: 'Title is required',
      imageUrl: IMAGE_REQUIRED,
    });
    expect(fieldErrors(bannerRules, { title: 'Monsoon Sale' })).toEqual({ imageUrl: IMAGE_REQUIRED });
  });

  it('refuses an image that is not a secure web address or an upload', () => {
    expect(fieldErrors(bannerRules, { ...banner, imageUrl: 'javascript:alert(1)' })).toEqual({
      imageUrl: 'Image URL must be a secure web address (https://...) or an image of the shop',
    });
  });

  it.each([
    'https://verdant.example/shop?category=succulents',
    'http://example.com/offers',
    '/shop?category=succulents',
    '/plant-finder',
  ])('accepts the link %s', (linkUrl) => {
    expect(bannerRules.parse({ ...banner, linkUrl }).linkUrl).toBe(linkUrl);
  });

  it.each([
    'shop',
    'javascript:alert(1)',
    'mailto:care@verdant.example',
    '//evil.example/phish',
    'https://',
    '/shop now',
  ])('refuses the link %s', (linkUrl) => {
    expect(fieldErrors(bannerRules, { ...banner, linkUrl })).toEqual({ linkUrl: INVALID_LINK });
  });

  it('takes a whole display order of 0 or more', () => {
    expect(bannerRules.parse({ ...banner, displayOrder: 3 }).displayOrder).toBe(3);
    expect(fieldErrors(bannerRules, { ...banner, displayOrder: -1 })).toEqual({
      displayOrder: 'Display order cannot be negative',
    });
    expect(fieldErrors(bannerRules, { ...banner, displayOrder: 1.5 })).toEqual({
      displayOrder: 'Display order must be a whole number',
    });
    expect(fieldErrors(bannerRules, { ...banner, displayOrder: '2' })).toEqual({
      displayOrder: 'Display order must be a number',
    });
  });

  it('lets an edit leave the image out, to keep the current one', () => {
    expect(bannerEditRules.parse({ title: 'Monsoon Sale', imageUrl: '' })).toEqual({
      title: 'Monsoon Sale',
      imageUrl: null,
      linkUrl: null,
      displayOrder: 0,
    });
  });
});
