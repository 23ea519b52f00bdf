import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_ARTWORK_SLUGS,
  bundledImageFor,
  DEFAULT_PLANT_IMAGE,
  homeFallbackImage,
  productImageUrl,
} from './product-image';

const plantArtworkFolder = fileURLToPath(new URL('../../../public/images/plants/', import.meta.url));

describe('product images', () => {
  it('lists exactly the plant artwork bundled with the storefront', () => {
    const bundled = readdirSync(plantArtworkFolder)
      .filter((file) => file.endsWith('.svg') && file !== 'default.svg')
      .map((file) => file.replace(/\.svg$/, ''));
    expect([...BUNDLED_ARTWORK_SLUGS].sort()).toEqual(bundled.sort());
  });

  it('stands in the artwork bundled for the slug, else the default or the picture given', () => {
    expect(bundledImageFor('snake-plant-hahnii')).toBe('/images/plants/snake-plant-hahnii.svg');
    expect(bundledImageFor('string-of-pearls')).toBe(DEFAULT_PLANT_IMAGE);
    expect(bundledImageFor('string-of-pearls', homeFallbackImage(1))).toBe('/images/plants/snake-plant.svg');
  });

  it('gives the home page’s four fallbacks in turn', () => {
    expect([0, 1, 2, 3, 4].map(homeFallbackImage)).toEqual([
      '/images/plants/monstera-deliciosa.svg',
      '/images/plants/snake-plant.svg',
      '/images/plants/pothos.svg',
      '/images/plants/fiddle-leaf-fig.svg',
      '/images/plants/monstera-deliciosa.svg',
    ]);
  });

  it('prefers the product’s own image', () => {
    expect(productImageUrl('/uploads/product-images/a.webp', bundledImageFor('pothos'))).toBe(
      '/uploads/product-images/a.webp',
    );
    expect(productImageUrl(null, bundledImageFor('pothos'))).toBe('/images/plants/pothos.svg');
  });
});
