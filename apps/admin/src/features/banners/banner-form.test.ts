import { describe, expect, it } from 'vitest';
import { checkEditedBanner, checkNewBanner } from './banner-form';

const values = { title: 'Monsoon Sale', imageUrl: '', linkUrl: '', displayOrder: '' };

describe('the banner form', () => {
  it('asks for an image on create, with SPEC.md’s words', () => {
    expect(checkNewBanner(values, true)).toEqual({
      ok: false,
      errors: { imageUrl: 'Please upload an image' },
    });
  });

  it('keeps the current image on edit when no new one is uploaded', () => {
    expect(checkEditedBanner(values)).toEqual({
      ok: true,
      data: { title: 'Monsoon Sale', imageUrl: null, linkUrl: null, displayOrder: 0 },
    });
  });

  it('sends a new banner with its order as a number and its link checked', () => {
    const banner = { ...values, imageUrl: '/uploads/a.png', displayOrder: '3' };
    expect(checkNewBanner({ ...banner, linkUrl: '/shop?category=succulents' }, false)).toEqual({
      ok: true,
      data: {
        title: 'Monsoon Sale',
        imageUrl: '/uploads/a.png',
        linkUrl: '/shop?category=succulents',
        displayOrder: 3,
        active: false,
      },
    });
    expect(checkNewBanner({ ...banner, linkUrl: 'not a link', displayOrder: 'x' }, true)).toEqual({
      ok: false,
      errors: { linkUrl: 'Please enter a valid URL', displayOrder: 'Display order must be a number' },
    });
  });
});
