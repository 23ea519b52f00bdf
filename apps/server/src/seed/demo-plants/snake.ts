import { careGuide, type DemoPlant, sizes } from './demo-plant';

export const snakePlants: readonly DemoPlant[] = [
  {
    name: 'Snake Plant Laurentii',
    slug: 'snake-plant',
    botanicalName: 'Dracaena trifasciata ‘Laurentii’',
    description:
      'Tall, sword-shaped leaves banded in dark green and edged with bright yellow: the classic snake plant. It shrugs off low light and forgotten waterings, which makes it the ideal first plant for a bedroom or office corner.',
    careGuide: careGuide({
      light:
        'Anything from low light to bright indirect light; it grows faster and keeps stronger colour in brighter spots.',
      water:
        'Only when the soil is completely dry: every 2-3 weeks in summer, once a month in winter. Overwatering is the one thing that kills it.',
      soil: 'Free-draining mix: potting soil with cocopeat, sand and perlite.',
      humidity: 'Any; it is happy in dry, air-conditioned rooms.',
      seasons:
        'In the monsoon, water even less and keep it away from open windows where rain splashes in. Repot only when the roots crack the pot.',
    }),
    tags: ['snake plant', 'low light', 'bedroom', 'beginner friendly', 'air purifying'],
    seoTitle: 'Buy Snake Plant Laurentii (Sansevieria) Online | Verdant',
    metaDescription:
      'Snake Plant Laurentii with yellow-edged leaves. Nearly indestructible, low-light tolerant and perfect for bedrooms. Delivered across India.',
    basePrice: 49900,
    featured: true,
    imageAlt: 'Snake plant with tall upright green leaves edged in yellow in a white pot',
    variants: sizes(20000, 50000),
  },
  {
    name: 'Snake Plant Zeylanica',
    slug: 'snake-plant-zeylanica',
    botanicalName: 'Dracaena zeylanica',
    description:
      'Upright, slightly wavy leaves with silvery-grey bands across deep green, native to Sri Lanka and right at home in Indian rooms. It is as tolerant as its famous cousin, with a cooler, marbled look.',
    careGuide: careGuide({
      light: 'Low to bright indirect light; avoid harsh afternoon sun through glass.',
      water: 'When the soil is dry all the way down: about every 2-3 weeks, less in winter.',
      soil: 'Well-draining potting mix with sand or perlite.',
      humidity: 'Indifferent to humidity.',
      seasons: 'Keep it above 10 °C in north Indian winters and cut watering right back in the monsoon.',
    }),
    tags: ['snake plant', 'low light', 'office plant', 'low maintenance'],
    seoTitle: 'Buy Snake Plant Zeylanica Online | Low Light Plant | Verdant',
    metaDescription:
      'Snake Plant Zeylanica with silver-banded leaves. A tough, low-light office and bedroom plant. Order online from Verdant.',
    basePrice: 44900,
    imageAlt: 'Snake plant zeylanica with upright green leaves banded in silver-grey in a grey pot',
    variants: sizes(20000, 45000),
  },
  {
    name: 'Cylindrical Snake Plant',
    slug: 'cylindrical-snake-plant',
    botanicalName: 'Dracaena angolensis',
    description:
      'Smooth, round, spear-like leaves that fan out from the base, striking in a modern room. Often sold braided, it has all the toughness of the classic snake plant in a sleeker form.',
    careGuide: careGuide({
      light: 'Bright indirect light is best; it tolerates lower light but grows slowly there.',
      water: 'Every 2-3 weeks in summer once the soil is dry; monthly in winter.',
      soil: 'Gritty, fast-draining cactus-style mix.',
      humidity: 'Any household humidity.',
      seasons:
        'Protect from waterlogging in the monsoon. Wipe dust off the leaves now and then so they keep their sheen.',
    }),
    tags: ['snake plant', 'modern', 'sculptural', 'low maintenance'],
    seoTitle: 'Buy Cylindrical Snake Plant (Sansevieria cylindrica) Online | Verdant',
    metaDescription:
      'Cylindrical Snake Plant with sleek spear-like leaves. A modern, low-maintenance statement plant, now on sale at Verdant.',
    basePrice: 54900,
    salePrice: 44900,
    imageAlt: 'Cylindrical snake plant with round spear-like leaves fanning out of a pot',
    variants: sizes(20000, 50000),
  },
  {
    name: 'Bird’s Nest Snake Plant',
    slug: 'snake-plant-hahnii',
    botanicalName: 'Dracaena trifasciata ‘Hahnii’',
    description:
      'A dwarf snake plant whose short, broad leaves spiral into a neat little nest. It stays under 20 cm tall, so it fits on a desk, a bathroom shelf or the corner of a kitchen counter.',
    careGuide: careGuide({
      light: 'Low to bright indirect light.',
      water: 'Every 2-3 weeks when the soil is dry; keep water out of the centre of the rosette.',
      soil: 'Free-draining potting mix with perlite.',
      humidity: 'Any; fine in bathrooms with a window.',
      seasons:
        'Water sparingly in the monsoon and winter. Pups appear at the base and can be separated in spring.',
    }),
    tags: ['snake plant', 'compact', 'desk plant', 'low light'],
    seoTitle: 'Buy Bird’s Nest Snake Plant (Hahnii) Online | Verdant',
    metaDescription:
      'Compact Bird’s Nest Snake Plant for desks and shelves. Low-light tolerant and easy. Order online, delivered across India.',
    basePrice: 29900,
    stockStatus: 'low_stock',
    imageAlt: 'Compact bird’s nest snake plant with short broad leaves in a rosette in a small pot',
    variants: sizes(10000, 25000, 5000),
  },
];
