/** Product pictures are square; the bundled artwork is drawn 400 by 400. */
export const PRODUCT_IMAGE_SIZE = 400;

/** A product without an image shows the shop's bundled artwork. */
export const DEFAULT_PLANT_IMAGE = '/images/plants/default.svg';

/**
 * The plants with artwork bundled in public/images/plants, by slug. Listed rather than probed, so a missing
 * picture costs no request; a test keeps the list and the folder in step.
 */
export const BUNDLED_ARTWORK_SLUGS: ReadonlySet<string> = new Set([
  'aglaonema-lipstick',
  'aloe-vera',
  'areca-palm',
  'bird-of-paradise',
  'boston-fern',
  'bunny-ear-cactus',
  'calathea-orbifolia',
  'christmas-cactus',
  'cylindrical-snake-plant',
  'echeveria-elegans',
  'english-ivy',
  'fiddle-leaf-fig',
  'golden-barrel-cactus',
  'jade-plant',
  'monstera-deliciosa',
  'moon-cactus',
  'parlour-palm',
  'peace-lily',
  'ponytail-palm',
  'pothos',
  'rubber-plant',
  'snake-plant-hahnii',
  'snake-plant-zeylanica',
  'snake-plant',
  'spider-plant',
  'watermelon-peperomia',
  'zebra-haworthia',
  'zz-plant',
]);

const plantArtwork = (slug: string) => `/images/plants/${slug}.svg`;

/** The home page's own fallbacks, one per Bestsellers card in turn. */
const HOME_FALLBACKS = ['monstera-deliciosa', 'snake-plant', 'pothos', 'fiddle-leaf-fig'] as const;

export const homeFallbackImage = (index: number) =>
  plantArtwork(HOME_FALLBACKS[index % HOME_FALLBACKS.length]!);

/** What stands in for a product's own image: the artwork bundled for its slug, else `otherwise`. */
export const bundledImageFor = (slug: string, otherwise = DEFAULT_PLANT_IMAGE) =>
  BUNDLED_ARTWORK_SLUGS.has(slug) ? plantArtwork(slug) : otherwise;

export const productImageUrl = (url: string | null, fallback = DEFAULT_PLANT_IMAGE) => url ?? fallback;
