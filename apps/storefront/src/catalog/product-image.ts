/** SPEC.md 3: a product without an image shows the shop's bundled artwork. */
export const DEFAULT_PLANT_IMAGE = '/images/plants/default.svg';

/** The home page's own fallbacks, one per Bestsellers card in turn. */
const HOME_FALLBACKS = ['monstera-deliciosa', 'snake-plant', 'pothos', 'fiddle-leaf-fig'] as const;

export const homeFallbackImage = (index: number) =>
  `/images/plants/${HOME_FALLBACKS[index % HOME_FALLBACKS.length]}.svg`;

export const productImageUrl = (url: string | null, fallback = DEFAULT_PLANT_IMAGE) => url ?? fallback;
