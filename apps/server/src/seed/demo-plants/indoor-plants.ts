import { careGuide, type DemoPlant, sizes } from './demo-plant';

export const indoorPlants: readonly DemoPlant[] = [
  {
    name: 'Monstera Deliciosa',
    slug: 'monstera-deliciosa',
    botanicalName: 'Monstera deliciosa',
    description:
      'The Swiss cheese plant: big, glossy, heart-shaped leaves that split and fenestrate as they mature. A fast grower that turns a bright living-room corner into a tropical jungle in a season or two.',
    careGuide: careGuide({
      light:
        'Bright indirect light, a metre or two from an east or north window. Direct afternoon sun burns the leaves; too little light means no splits.',
      water: 'When the top 5 cm of soil are dry: about weekly in summer, every 10-14 days in winter.',
      soil: 'Chunky aroid mix: potting soil, cocopeat, orchid bark and perlite.',
      humidity:
        'Enjoys 50% or more; the Indian monsoon suits it perfectly. Mist or group plants in dry winters.',
      seasons:
        'Feed monthly from March to September. Give it a moss pole to climb, and wipe the leaves after dusty pre-monsoon winds.',
    }),
    tags: ['monstera', 'statement plant', 'tropical', 'living room'],
    seoTitle: 'Buy Monstera Deliciosa Online | Swiss Cheese Plant | Verdant',
    metaDescription:
      'Monstera deliciosa with glossy split leaves, the classic statement houseplant. Healthy plants with a care guide for Indian homes. On sale.',
    basePrice: 149900,
    salePrice: 129900,
    featured: true,
    imageAlt: 'Monstera deliciosa with large split heart-shaped leaves in a terracotta pot',
    variants: sizes(50000, 100000),
  },
  {
    name: 'Fiddle Leaf Fig',
    slug: 'fiddle-leaf-fig',
    botanicalName: 'Ficus lyrata',
    description:
      'Large, violin-shaped leaves with bold veins on an upright stem: the designer’s favourite. It rewards a steady, bright spot with fresh leaves all through the warm months.',
    careGuide: careGuide({
      light:
        'Plenty of bright indirect light, close to a large window; an hour of soft morning sun is welcome.',
      water:
        'When the top 5 cm are dry, with a thorough soak until water drains out. Brown patches usually mean the soil stayed wet too long.',
      soil: 'Well-draining potting mix with bark and perlite.',
      humidity: 'Moderate; keep it away from AC vents and desert coolers blowing straight at it.',
      seasons:
        'It dislikes being moved, so pick its spot and leave it. Feed monthly in spring and summer; expect a leaf or two to drop as it settles in.',
    }),
    tags: ['ficus', 'statement plant', 'living room', 'designer favourite'],
    seoTitle: 'Buy Fiddle Leaf Fig (Ficus lyrata) Online | Verdant',
    metaDescription:
      'Fiddle Leaf Fig with large violin-shaped leaves. A striking indoor tree for bright rooms, with care tips for Indian homes.',
    basePrice: 189900,
    featured: true,
    imageAlt: 'Fiddle leaf fig with large violin-shaped glossy leaves on an upright stem',
    variants: sizes(60000, 110000),
  },
  {
    name: 'Golden Pothos',
    slug: 'pothos',
    botanicalName: 'Epipremnum aureum',
    description:
      'India’s beloved money plant, with heart-shaped leaves splashed in gold that trail from shelves or climb up a pole. Practically unkillable, it grows happily in soil or in a bottle of water.',
    careGuide: careGuide({
      light: 'Low to bright indirect light; more light brings more golden variegation.',
      water:
        'When the top half of the soil is dry: weekly in summer, every 10-14 days in winter. Drooping leaves perk up within hours of a drink.',
      soil: 'Any good potting mix with cocopeat; it also grows in plain water (change it weekly).',
      humidity: 'Adaptable to any home.',
      seasons:
        'Grows fastest in the monsoon; pinch back long vines to keep it bushy and root the cuttings in water for new plants.',
    }),
    tags: ['money plant', 'trailing', 'low light', 'beginner friendly', 'air purifying'],
    seoTitle: 'Buy Golden Pothos (Money Plant) Online | Verdant',
    metaDescription:
      'Golden Pothos, India’s favourite money plant. Trailing, low-light tolerant and nearly unkillable. Order online from Verdant.',
    basePrice: 29900,
    featured: true,
    imageAlt: 'Golden pothos with heart-shaped green and gold leaves trailing over a hanging pot',
    variants: sizes(10000, 25000, 5000),
  },
  {
    name: 'ZZ Plant',
    slug: 'zz-plant',
    botanicalName: 'Zamioculcas zamiifolia',
    description:
      'Glossy, waxy leaflets on upright stems that look freshly polished all year round. It stores water in potato-like rhizomes, so it copes with dim corners and long holidays alike.',
    careGuide: careGuide({
      light: 'Low to bright indirect light; ideal for rooms away from the window.',
      water:
        'Every 2-3 weeks once the soil is fully dry; monthly in winter. Yellow stems are a sign of too much water.',
      soil: 'Free-draining mix with sand or perlite.',
      humidity: 'Any; it handles air conditioning well.',
      seasons:
        'Water less in the monsoon and never leave it standing in a saucer of water. New shoots often appear in spring.',
    }),
    tags: ['zz plant', 'low light', 'office plant', 'low maintenance'],
    seoTitle: 'Buy ZZ Plant (Zamioculcas) Online | Low Light Plant | Verdant',
    metaDescription:
      'ZZ Plant with glossy waxy leaves. Thrives in low light and on little water; the ideal office or bedroom plant. Delivered across India.',
    basePrice: 79900,
    imageAlt: 'ZZ plant with glossy dark green leaflets on upright stems in a white pot',
    variants: sizes(30000, 60000),
  },
  {
    name: 'Bird of Paradise',
    slug: 'bird-of-paradise',
    botanicalName: 'Strelitzia reginae',
    description:
      'Broad, paddle-shaped leaves on long stalks give this plant a bold, resort-like presence. Given a very bright spot it grows into a tall, architectural specimen that fills a room.',
    careGuide: careGuide({
      light:
        'As much bright light as you can give it, including a few hours of direct sun; a sunny balcony in the south is perfect.',
      water: 'When the top 5 cm are dry; generously in summer, sparingly in winter.',
      soil: 'Rich, well-draining potting mix with compost and perlite.',
      humidity: 'Moderate; naturally split leaves are normal and not a problem.',
      seasons:
        'Feed every two weeks from March to September. Bring it in from an open balcony before the coldest nights of a north Indian winter.',
    }),
    tags: ['statement plant', 'tropical', 'bright light', 'large plant'],
    seoTitle: 'Buy Bird of Paradise (Strelitzia reginae) Plant Online | Verdant',
    metaDescription:
      'Bird of Paradise with bold paddle-shaped leaves. A large tropical statement plant for bright Indian homes and balconies.',
    basePrice: 299900,
    stockStatus: 'low_stock',
    imageAlt: 'Bird of paradise plant with tall stalks and broad paddle-shaped leaves in a large pot',
    variants: [],
  },
];
