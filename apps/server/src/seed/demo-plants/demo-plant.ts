import type { ProductStatus, StockStatus, VariantInput } from '@verdant/domain/catalog/product-rules';

/** One plant of the demo catalogue, as an admin would fill in the product form. Prices in paise. */
export interface DemoPlant {
  name: string;
  slug: string;
  botanicalName: string;
  description: string;
  careGuide: string;
  tags: readonly string[];
  seoTitle: string;
  metaDescription: string;
  basePrice: number;
  salePrice?: number;
  stockStatus?: StockStatus;
  status?: ProductStatus;
  featured?: boolean;
  /** The alt text of the plant's main image, the bundled artwork at /images/plants/{slug}.svg. */
  imageAlt: string;
  variants: readonly VariantInput[];
}

/** The practical sections of a care guide, written for Indian homes and seasons. */
export interface CareNotes {
  light: string;
  water: string;
  soil: string;
  humidity: string;
  seasons: string;
}

export const careGuide = (notes: CareNotes) =>
  [
    `Light: ${notes.light}`,
    `Water: ${notes.water}`,
    `Soil: ${notes.soil}`,
    `Humidity: ${notes.humidity}`,
    `Through the year: ${notes.seasons}`,
  ].join('\n\n');

/** Small at the base price, bigger plants in bigger pots for more; a Mini in a nursery pot for less. */
export const sizes = (medium: number, large: number, mini?: number): VariantInput[] => [
  ...(mini === undefined ? [] : [{ name: 'Mini', priceAdjustment: -mini }]),
  { name: 'Small', priceAdjustment: 0 },
  { name: 'Medium', priceAdjustment: medium },
  { name: 'Large', priceAdjustment: large },
];
