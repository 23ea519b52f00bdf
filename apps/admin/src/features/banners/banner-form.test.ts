import { bannerEditRules, bannerRules } from '@verdant/domain/catalog/banner-rules';
import { fieldErrorsFromIssues } from '@verdant/domain/shared/field-errors';
import { describe, expect, it } from 'vitest';
import { type BannerFormValues, bannerFormValues, readDisplayOrder } from './banner-form';

const values: BannerFormValues = { ...bannerFormValues(), title: 'Monsoon Sale', displayOrder: undefined };

/** The form's values as the domain's rules judge them, with the messages keyed as the form shows them. */
function judge(rules: typeof bannerRules | typeof bannerEditRules, form: BannerFormValues) {
  const parsed = rules.safeParse(form);
  return parsed.success ? parsed.data : fieldErrorsFromIssues(parsed.error.issues);
}

describe('the banner form', () => {
  it('starts a new banner active, at display order 0', () => {
    expect(bannerFormValues()).toEqual({
      title: '',
      imageUrl: '',
      linkUrl: '',
      displayOrder: 0,
      active: true,
    });
  });

  it('reads a blank order as the default, and anything else as a number for the rules to judge', () => {
    expect(readDisplayOrder(' ')).toBeUndefined();
    expect(readDisplayOrder('3')).toBe(3);
    expect(readDisplayOrder('x')).toBeNaN();
    expect(readDisplayOrder(4)).toBe(4);
  });

  it('asks for an image on create', () => {
    expect(judge(bannerRules, values)).toEqual({ imageUrl: 'Please upload an image' });
  });

  it('keeps the current image on edit when no new one is uploaded', () => {
    expect(judge(bannerEditRules, values)).toEqual({
      title: 'Monsoon Sale',
      imageUrl: null,
      linkUrl: null,
      displayOrder: 0,
    });
  });

  it('sends a new banner with its link checked', () => {
    const banner = { ...values, imageUrl: '/uploads/a.png', displayOrder: 3, active: false };
    expect(judge(bannerRules, { ...banner, linkUrl: '/shop?category=succulents' })).toEqual({
      title: 'Monsoon Sale',
      imageUrl: '/uploads/a.png',
      linkUrl: '/shop?category=succulents',
      displayOrder: 3,
      active: false,
    });
    expect(judge(bannerRules, { ...banner, linkUrl: 'not a link', displayOrder: Number.NaN })).toEqual({
      linkUrl: 'Please enter a valid URL',
      displayOrder: 'Display order must be a number',
    });
  });
});
