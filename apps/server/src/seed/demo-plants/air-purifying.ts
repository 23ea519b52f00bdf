import { careGuide, type DemoPlant, sizes } from './demo-plant';

export const airPurifyingPlants: readonly DemoPlant[] = [
  {
    name: 'Peace Lily',
    slug: 'peace-lily',
    botanicalName: 'Spathiphyllum wallisii',
    description:
      'Deep green, glossy leaves and elegant white flowers that rise above them again and again. It tells you clearly when it is thirsty by drooping, then springs back within hours of a drink.',
    careGuide: careGuide({
      light: 'Medium to bright indirect light; it flowers more in brighter spots but scorches in direct sun.',
      water:
        'Keep the soil lightly moist: water when the top 2-3 cm are dry, about twice a week in summer. Use water left out overnight if your tap water is hard.',
      soil: 'Moisture-retentive potting mix with cocopeat and a little perlite.',
      humidity: 'Likes it humid; a pebble tray helps in dry winters and AC rooms.',
      seasons:
        'Flowers mostly from spring to the monsoon. Cut spent flowers at the base and feed monthly while it grows.',
    }),
    tags: ['flowering', 'air purifying', 'low light tolerant', 'bedroom'],
    seoTitle: 'Buy Peace Lily (Spathiphyllum) Plant Online | Verdant',
    metaDescription:
      'Peace Lily with glossy leaves and white flowers. An elegant, air-freshening houseplant for medium light. Delivered across India.',
    basePrice: 59900,
    featured: true,
    imageAlt: 'Peace lily with glossy dark green leaves and white flowers in a white pot',
    variants: sizes(20000, 45000),
  },
  {
    name: 'Rubber Plant Burgundy',
    slug: 'rubber-plant',
    botanicalName: 'Ficus elastica ‘Burgundy’',
    description:
      'Big, leathery leaves in a deep wine-red that shine like polished leather, with rosy new leaves unfurling from red sheaths. It grows into a handsome indoor tree and is easy to keep in shape.',
    careGuide: careGuide({
      light: 'Bright indirect light keeps the dark colour rich; it tolerates medium light.',
      water: 'When the top 5 cm are dry: weekly in summer, every 2 weeks in winter.',
      soil: 'Well-draining potting mix with bark or perlite.',
      humidity: 'Average home humidity is fine.',
      seasons:
        'Wipe the leaves monthly, especially after dusty summer winds. Prune in spring to make it branch; the cut stems bleed a milky sap, so wear gloves.',
    }),
    tags: ['ficus', 'air purifying', 'dark foliage', 'easy care'],
    seoTitle: 'Buy Burgundy Rubber Plant (Ficus elastica) Online | Verdant',
    metaDescription:
      'Burgundy Rubber Plant with glossy wine-red leaves. An easy, air-freshening indoor tree for Indian homes, now on sale.',
    basePrice: 69900,
    salePrice: 59900,
    imageAlt: 'Burgundy rubber plant with large glossy dark red leaves in a grey pot',
    variants: sizes(25000, 60000),
  },
  {
    name: 'English Ivy',
    slug: 'english-ivy',
    botanicalName: 'Hedera helix',
    description:
      'Classic trailing ivy with small, lobed leaves that spill beautifully from a hanging basket or shelf. It loves the cooler months and is one of the best-known plants for freshening indoor air.',
    careGuide: careGuide({
      light: 'Bright indirect light; it struggles in heat and harsh sun.',
      water: 'Keep the soil evenly moist but never soggy; water when the top 2 cm are dry.',
      soil: 'Ordinary, well-draining potting mix.',
      humidity: 'Prefers moderate humidity; mist in dry weather to keep spider mites away.',
      seasons:
        'Happiest from October to March. In peak summer, keep it in the coolest bright room you have, away from hot west-facing windows.',
    }),
    tags: ['trailing', 'air purifying', 'hanging basket', 'cool season'],
    seoTitle: 'Buy English Ivy (Hedera helix) Plant Online | Verdant',
    metaDescription:
      'English Ivy, a classic trailing plant for hanging baskets and shelves. Air-freshening and elegant. Order online from Verdant.',
    basePrice: 34900,
    stockStatus: 'out_of_stock',
    imageAlt: 'English ivy with small lobed green leaves trailing from a hanging pot',
    variants: sizes(12000, 25000),
  },
  {
    name: 'Aglaonema Lipstick',
    slug: 'aglaonema-lipstick',
    botanicalName: 'Aglaonema commutatum ‘Lipstick’',
    description:
      'Green leaves brushed with bright pink-red edges and veins, as if someone had painted them. Chinese evergreens are tolerant, slow and tidy, and bring colour to spots where flowering plants would sulk.',
    careGuide: careGuide({
      light: 'Medium to bright indirect light; more light keeps the red brighter.',
      water: 'When the top half of the soil is dry: about weekly in summer, every 2 weeks in winter.',
      soil: 'Airy potting mix with cocopeat and perlite.',
      humidity: 'Enjoys humidity; the monsoon months are its growing season.',
      seasons:
        'Keep it above 15 °C; move it away from cold windows on north Indian winter nights. Feed monthly from spring to the end of the monsoon.',
    }),
    tags: ['aglaonema', 'colourful foliage', 'air purifying', 'low maintenance'],
    seoTitle: 'Buy Aglaonema Lipstick (Red Chinese Evergreen) Online | Verdant',
    metaDescription:
      'Aglaonema Lipstick with red-edged leaves. A colourful, tolerant Chinese evergreen for Indian homes. Delivered across India.',
    basePrice: 64900,
    imageAlt: 'Aglaonema lipstick with green leaves edged in bright pink-red in a white pot',
    variants: sizes(20000, 45000),
  },
];
