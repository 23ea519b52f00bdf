/** The categories the server creates from events on its first start (SEED_DEMO_DATA). */
export const demoCategories = [
  { name: 'Succulents', slug: 'succulents' },
  { name: 'Cactus', slug: 'cactus' },
  { name: 'Snake Plants', slug: 'snake' },
  { name: 'Indoor Plants', slug: 'indoor-plants' },
  { name: 'Air Purifying', slug: 'air-purifying' },
  { name: 'Pet-Friendly', slug: 'pet-friendly' },
] as const;

/** A name no other test (or earlier run against the same server) uses. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
