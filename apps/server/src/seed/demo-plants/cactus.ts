import { careGuide, type DemoPlant, sizes } from './demo-plant';

export const cactusPlants: readonly DemoPlant[] = [
  {
    name: 'Golden Barrel Cactus',
    slug: 'golden-barrel-cactus',
    botanicalName: 'Echinocactus grusonii',
    description:
      'A perfect green globe ribbed with rows of golden spines that glow when the sun catches them. Slow-growing and wonderfully sculptural, it makes a striking centrepiece for a sunny balcony or terrace.',
    careGuide: careGuide({
      light: 'Full sun, at least 6 hours a day. Turn the pot every few weeks so it grows evenly round.',
      water:
        'Soak, then let the soil dry completely: every 2 weeks in summer, once a month or less in winter.',
      soil: 'Very free-draining cactus mix: potting soil with plenty of coarse sand and grit.',
      humidity: 'Loves dry air.',
      seasons:
        'Keep it under cover in the monsoon; constant rain rots the base. Handle with newspaper or thick gloves when repotting.',
    }),
    tags: ['cactus', 'full sun', 'sculptural', 'drought tolerant'],
    seoTitle: 'Buy Golden Barrel Cactus Online | Echinocactus grusonii | Verdant',
    metaDescription:
      'Golden Barrel Cactus with glowing golden spines. A slow-growing, sun-loving statement cactus for Indian balconies. Order online.',
    basePrice: 59900,
    imageAlt: 'Round golden barrel cactus with ribbed sides and yellow spines in a terracotta pot',
    variants: sizes(30000, 70000),
  },
  {
    name: 'Bunny Ear Cactus',
    slug: 'bunny-ear-cactus',
    botanicalName: 'Opuntia microdasys',
    description:
      'Flat, oval pads grow in pairs like a rabbit’s ears, dotted with soft-looking tufts of golden glochids. It is cheerful, easy and quick to grow, though those tufts are best admired rather than touched.',
    careGuide: careGuide({
      light: 'Full sun or the brightest window in the house.',
      water: 'Every 10-14 days in summer when the soil is dry; every 3-4 weeks in winter.',
      soil: 'Sandy, fast-draining cactus mix in a pot with a drainage hole.',
      humidity: 'Prefers dry air.',
      seasons:
        'Shelter it from monsoon downpours. Wear gloves when repotting: the glochids detach easily and irritate skin.',
    }),
    tags: ['cactus', 'full sun', 'quirky', 'fast growing'],
    seoTitle: 'Buy Bunny Ear Cactus (Opuntia microdasys) Online | Verdant',
    metaDescription:
      'Bunny Ear Cactus with paired oval pads. A quirky, easy cactus for sunny Indian windowsills and balconies. Now on sale at Verdant.',
    basePrice: 34900,
    salePrice: 29900,
    imageAlt: 'Bunny ear cactus with paired oval pads dotted with golden tufts in a pot',
    variants: sizes(12000, 30000),
  },
  {
    name: 'Moon Cactus',
    slug: 'moon-cactus',
    botanicalName: 'Gymnocalycium mihanovichii',
    description:
      'A bright red, orange or yellow cactus top grafted onto a green stem, like a little lollipop of colour. The colourful top has no chlorophyll of its own, so the green rootstock feeds it.',
    careGuide: careGuide({
      light:
        'Bright indirect light with a little morning sun; strong afternoon sun scorches the coloured top.',
      water: 'Every 10-14 days in summer once the soil is dry, much less in winter.',
      soil: 'Cactus mix with extra perlite.',
      humidity: 'Ordinary room air.',
      seasons:
        'Keep it dry in the monsoon. Grafted cacti live a few years; the rootstock may outlive the top, and can be grown on as a plant of its own.',
    }),
    tags: ['cactus', 'colourful', 'grafted', 'gift'],
    seoTitle: 'Buy Moon Cactus (Grafted Gymnocalycium) Online | Verdant',
    metaDescription:
      'Colourful grafted Moon Cactus in red, orange or yellow. A cheerful little gift plant for bright Indian windowsills.',
    basePrice: 24900,
    stockStatus: 'out_of_stock',
    imageAlt: 'Moon cactus with a bright red round top grafted on a green stem in a small pot',
    variants: sizes(10000, 20000, 5000),
  },
  {
    name: 'Christmas Cactus',
    slug: 'christmas-cactus',
    botanicalName: 'Schlumbergera truncata',
    description:
      'A forest cactus with arching, segmented stems and no spines at all. In the cool, short days of winter it covers itself in pink, red or white flowers that hang like little lanterns.',
    careGuide: careGuide({
      light: 'Bright indirect light; keep it out of direct afternoon sun.',
      water:
        'More than a desert cactus: when the top 2-3 cm are dry, about weekly. Ease off for a month after flowering.',
      soil: 'Light, airy mix: potting soil with orchid bark or cocopeat and perlite.',
      humidity: 'Likes moderate humidity; mist in very dry winter air.',
      seasons:
        'From October, 12-14 hours of darkness a night and cooler nights set the buds; do not move the pot once they form, or it may drop them.',
    }),
    tags: ['cactus', 'flowering', 'spineless', 'winter bloomer'],
    seoTitle: 'Buy Christmas Cactus (Schlumbergera) Online | Winter Flowers | Verdant',
    metaDescription:
      'Christmas Cactus, a spineless forest cactus that blooms in winter. Easy indoor flowering plant for Indian homes. Order online.',
    basePrice: 44900,
    imageAlt: 'Christmas cactus with arching segmented stems and pink hanging flowers in a pot',
    variants: sizes(15000, 35000),
  },
];
