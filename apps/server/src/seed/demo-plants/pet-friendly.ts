import { careGuide, type DemoPlant, sizes } from './demo-plant';

/** Only plants listed as non-toxic to cats and dogs (ASPCA) belong here. */
export const petFriendlyPlants: readonly DemoPlant[] = [
  {
    name: 'Areca Palm',
    slug: 'areca-palm',
    botanicalName: 'Dypsis lutescens',
    description:
      'Feathery, arching fronds on clustered golden stems bring a breezy, tropical feel to any room. Safe around cats and dogs, it is a favourite for brightening up living rooms and office receptions.',
    careGuide: careGuide({
      light: 'Bright indirect light; a little morning sun is fine, but afternoon sun yellows the fronds.',
      water:
        'When the top 3-4 cm are dry: twice a week in summer, weekly in winter. It is sensitive to salts, so flush the pot with plenty of water once a month.',
      soil: 'Rich, well-draining mix with cocopeat and compost.',
      humidity: 'Loves humidity; mist the fronds in dry winters and near AC units.',
      seasons: 'Grows steadily from March to October; feed monthly then. Trim only fully brown fronds.',
    }),
    tags: ['palm', 'pet friendly', 'non-toxic', 'tropical', 'living room'],
    seoTitle: 'Buy Areca Palm Online | Pet-Friendly Indoor Palm | Verdant',
    metaDescription:
      'Areca Palm with feathery arching fronds. A pet-friendly, non-toxic indoor palm for bright Indian living rooms. Order online.',
    basePrice: 89900,
    featured: true,
    imageAlt: 'Areca palm with feathery arching fronds on clustered stems in a woven basket pot',
    variants: sizes(30000, 70000),
  },
  {
    name: 'Spider Plant',
    slug: 'spider-plant',
    botanicalName: 'Chlorophytum comosum ‘Vittatum’',
    description:
      'Arching green-and-cream striped leaves and dangling baby plantlets that look lovely in a hanging pot. It is non-toxic, forgiving and grows fast, so you will soon have babies to pass on.',
    careGuide: careGuide({
      light: 'Bright indirect light; it tolerates medium light but makes fewer babies there.',
      water:
        'When the top 2-3 cm are dry: about twice a week in summer, weekly in winter. Brown tips often come from hard or chlorinated water.',
      soil: 'Any well-draining potting mix.',
      humidity: 'Adaptable.',
      seasons:
        'Plantlets appear in spring and summer; root them in water or a small pot. Keep it out of the harsh May afternoon sun.',
    }),
    tags: ['pet friendly', 'non-toxic', 'hanging basket', 'beginner friendly'],
    seoTitle: 'Buy Spider Plant Online | Pet-Safe Hanging Plant | Verdant',
    metaDescription:
      'Spider Plant with striped arching leaves and baby plantlets. Non-toxic to cats and dogs and easy to grow. Delivered across India.',
    basePrice: 24900,
    imageAlt:
      'Spider plant with arching green and cream striped leaves and dangling plantlets in a hanging pot',
    variants: sizes(10000, 20000, 5000),
  },
  {
    name: 'Boston Fern',
    slug: 'boston-fern',
    botanicalName: 'Nephrolepis exaltata',
    description:
      'A lush cascade of fine, feathery fronds that looks wonderful on a stand or in a hanging basket on a shaded balcony. Safe for pets, it loves the humid Indian monsoon.',
    careGuide: careGuide({
      light: 'Bright indirect light or dappled shade; direct sun crisps the fronds.',
      water: 'Keep the soil consistently moist: check daily in summer and water when the surface feels dry.',
      soil: 'Moisture-holding mix rich in cocopeat and leaf compost.',
      humidity: 'High humidity is essential; mist daily in dry months or stand it on a pebble tray.',
      seasons:
        'Thrives from June to September. In dry north Indian winters and AC rooms, group it with other plants and mist more.',
    }),
    tags: ['fern', 'pet friendly', 'non-toxic', 'hanging basket', 'humidity loving'],
    seoTitle: 'Buy Boston Fern Online | Pet-Friendly Fern | Verdant',
    metaDescription:
      'Boston Fern with lush feathery fronds. A pet-safe, humidity-loving plant for shaded balconies and bathrooms. Order online.',
    basePrice: 44900,
    stockStatus: 'low_stock',
    imageAlt: 'Boston fern with a lush cascade of feathery green fronds in a hanging pot',
    variants: sizes(15000, 35000),
  },
  {
    name: 'Calathea Orbifolia',
    slug: 'calathea-orbifolia',
    botanicalName: 'Goeppertia orbifolia',
    description:
      'Large, round leaves striped in silver and pale green, like brushstrokes on a green canvas. A prayer plant that gently lifts its leaves at night, and a safe choice for homes with cats and dogs.',
    careGuide: careGuide({
      light: 'Medium to bright indirect light; direct sun fades and curls the leaves.',
      water:
        'Keep the soil lightly moist, watering when the top 2 cm are dry. Use filtered or rain water if your tap water is hard.',
      soil: 'Airy, moisture-holding mix: cocopeat, potting soil and perlite.',
      humidity: 'Needs 60% or more; a humidifier or pebble tray helps outside the monsoon.',
      seasons:
        'Loves the monsoon. In winter and AC rooms, crispy edges mean the air is too dry; move it away from vents.',
    }),
    tags: ['calathea', 'pet friendly', 'non-toxic', 'prayer plant', 'patterned foliage'],
    seoTitle: 'Buy Calathea Orbifolia Online | Pet-Safe Prayer Plant | Verdant',
    metaDescription:
      'Calathea Orbifolia with large silver-striped round leaves. A pet-safe prayer plant for humid, bright rooms. Now on sale at Verdant.',
    basePrice: 99900,
    salePrice: 84900,
    imageAlt: 'Calathea orbifolia with large round leaves striped in silver and green in a pot',
    variants: sizes(30000, 60000),
  },
  {
    name: 'Watermelon Peperomia',
    slug: 'watermelon-peperomia',
    botanicalName: 'Peperomia argyreia',
    description:
      'Round, silver-striped leaves on red stems, patterned just like a watermelon rind. Compact and pet-safe, it is a charming plant for a desk, shelf or bedside table.',
    careGuide: careGuide({
      light: 'Bright indirect light; keep out of direct sun.',
      water: 'When the top half of the soil is dry; the fleshy leaves store water, so err on the dry side.',
      soil: 'Light, airy mix with perlite and cocopeat.',
      humidity: 'Moderate humidity; it enjoys the monsoon.',
      seasons: 'Water less in winter. Leaf cuttings root easily in spring and summer.',
    }),
    tags: ['peperomia', 'pet friendly', 'non-toxic', 'compact', 'desk plant'],
    seoTitle: 'Buy Watermelon Peperomia Online | Pet-Safe Desk Plant | Verdant',
    metaDescription:
      'Watermelon Peperomia with striped round leaves. A compact, pet-safe plant for desks and shelves. Delivered across India.',
    basePrice: 39900,
    imageAlt: 'Watermelon peperomia with round silver-striped leaves on red stems in a small pot',
    variants: sizes(15000, 30000, 10000),
  },
  {
    name: 'Parlour Palm',
    slug: 'parlour-palm',
    botanicalName: 'Chamaedorea elegans',
    description:
      'A graceful, compact palm with soft, arching fronds that has decorated drawing rooms since Victorian times. It copes with lower light than most palms and is non-toxic to pets.',
    careGuide: careGuide({
      light: 'Low to bright indirect light; never direct afternoon sun.',
      water: 'When the top 3 cm are dry: about weekly in summer, every 10-14 days in winter.',
      soil: 'Well-draining potting mix with cocopeat.',
      humidity: 'Moderate; mist in dry winters to keep spider mites off.',
      seasons:
        'Feed lightly once a month from spring to the end of the monsoon. Repot only every two or three years; it likes snug roots.',
    }),
    tags: ['palm', 'pet friendly', 'non-toxic', 'low light tolerant'],
    seoTitle: 'Buy Parlour Palm (Chamaedorea elegans) Online | Verdant',
    metaDescription:
      'Parlour Palm with soft arching fronds. A compact, pet-friendly palm that tolerates lower light. Order online from Verdant.',
    basePrice: 69900,
    imageAlt: 'Parlour palm with soft arching green fronds in a ceramic pot',
    variants: sizes(25000, 55000),
  },
  {
    name: 'Ponytail Palm',
    slug: 'ponytail-palm',
    botanicalName: 'Beaucarnea recurvata',
    description:
      'A swollen, bottle-shaped trunk topped with a fountain of long, curly leaves. Not a true palm but a drought-hardy succulent tree, and safe around cats and dogs.',
    careGuide: careGuide({
      light: 'Bright light with some direct sun; a sunny window or covered balcony.',
      water: 'Every 2-3 weeks once the soil is dry; the trunk stores water.',
      soil: 'Gritty, fast-draining cactus mix.',
      humidity: 'Dry air is fine.',
      seasons: 'Keep it out of monsoon rain and water sparingly in winter.',
    }),
    tags: ['pet friendly', 'non-toxic', 'drought tolerant', 'sculptural'],
    seoTitle: 'Buy Ponytail Palm (Beaucarnea recurvata) Online | Verdant',
    metaDescription:
      'Ponytail Palm with a bottle-shaped trunk and curly leaves. A drought-hardy, pet-safe plant for sunny spots.',
    basePrice: 129900,
    status: 'draft',
    imageAlt: 'Ponytail palm with a swollen trunk and a fountain of long curly leaves in a pot',
    variants: sizes(50000, 90000),
  },
];
