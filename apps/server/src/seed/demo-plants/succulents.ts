import { careGuide, type DemoPlant, sizes } from './demo-plant';

export const succulentPlants: readonly DemoPlant[] = [
  {
    name: 'Echeveria Elegans',
    slug: 'echeveria-elegans',
    botanicalName: 'Echeveria elegans',
    description:
      'The Mexican snowball: a tight, silvery-blue rosette that looks carved from frost and blushes pink at the tips in strong sun. It stays compact for years and sends out little offsets you can pot up and share with friends.',
    careGuide: careGuide({
      light:
        'At least 4 hours of direct sun; a south- or west-facing balcony or sill is ideal. Too little light makes the rosette stretch and lose its colour.',
      water:
        'Soak the soil, then wait until it is completely dry, about every 10-14 days in summer and every 3-4 weeks in winter. Water the soil, never the rosette.',
      soil: 'Gritty succulent mix: equal parts potting soil, coarse sand and perlite or brick chips, in a pot with a drainage hole.',
      humidity: 'Prefers dry air; keep it out of damp bathrooms.',
      seasons:
        'Move under a roof in the monsoon so rain cannot sit in the rosette. In peak May heat in the north, give shade after noon.',
    }),
    tags: ['succulent', 'rosette', 'sun loving', 'beginner friendly'],
    seoTitle: 'Buy Echeveria Elegans (Mexican Snowball) Succulent Online | Verdant',
    metaDescription:
      'Silvery-blue Echeveria elegans rosette for sunny sills. Easy-care succulent with a care guide for Indian homes, delivered across India.',
    basePrice: 24900,
    imageAlt: 'Silvery-blue Echeveria elegans rosette in a terracotta pot',
    variants: sizes(10000, 25000, 5000),
  },
  {
    name: 'Jade Plant',
    slug: 'jade-plant',
    botanicalName: 'Crassula ovata',
    description:
      'Glossy, coin-shaped leaves on sturdy little trunks make the jade plant look like a bonsai tree from the start. Long considered a symbol of good fortune, it lives for decades and gets more characterful every year.',
    careGuide: careGuide({
      light:
        'Bright light with 3-4 hours of direct morning sun. Red leaf edges are a sign it is getting plenty.',
      water:
        'Water when the top 5 cm are dry: weekly in summer, every 2-3 weeks in winter. Wrinkled leaves mean thirst; soft, yellow ones mean too much water.',
      soil: 'Fast-draining cactus and succulent mix in a heavy pot that will not tip as the plant grows.',
      humidity: 'Happy in ordinary room air.',
      seasons:
        'Keep it dry and sheltered through the monsoon. Prune in spring (February-March) to shape it; the cuttings root easily.',
    }),
    tags: ['succulent', 'good luck', 'bonsai look', 'low maintenance'],
    seoTitle: 'Buy Jade Plant (Crassula ovata) Online | Good Luck Plant | Verdant',
    metaDescription:
      'Jade plant with glossy coin-shaped leaves, a long-lived good luck succulent. Easy care for sunny Indian homes. Order online from Verdant.',
    basePrice: 34900,
    imageAlt: 'Jade plant with thick, glossy green oval leaves on branching stems in a round pot',
    variants: sizes(15000, 35000),
  },
  {
    name: 'Aloe Vera',
    slug: 'aloe-vera',
    botanicalName: 'Aloe barbadensis miller',
    description:
      'The plant every Indian grandmother swears by: thick, serrated leaves full of cooling gel for the odd kitchen burn or sunburn. It is as tough as it is useful and thrives on a sunny windowsill with very little attention.',
    careGuide: careGuide({
      light: 'Full sun to very bright indirect light. Indoors, the sunniest window you have.',
      water:
        'Deeply, then only when the soil has dried out completely: every 2 weeks in summer, monthly in winter.',
      soil: 'Sandy, gritty cactus mix in a terracotta pot, which lets the roots breathe.',
      humidity: 'Dry air suits it well.',
      seasons:
        'Protect from waterlogging during the monsoon and from frost in north Indian winters. Remove pups in spring to keep the mother plant strong.',
    }),
    tags: ['succulent', 'medicinal', 'sun loving', 'beginner friendly'],
    seoTitle: 'Buy Aloe Vera Plant Online | Healthy Potted Aloe | Verdant',
    metaDescription:
      'Potted Aloe vera with thick gel-filled leaves. A hardy, sun-loving succulent for Indian balconies and windowsills. Delivered across India.',
    basePrice: 29900,
    imageAlt: 'Aloe vera with upright, thick, serrated green leaves in a terracotta pot',
    variants: sizes(10000, 30000),
  },
  {
    name: 'Zebra Haworthia',
    slug: 'zebra-haworthia',
    botanicalName: 'Haworthiopsis attenuata',
    description:
      'A small, spiky rosette striped with raised white bands, like a zebra in plant form. It is one of the few succulents happy without direct sun, which makes it perfect for desks and bookshelves.',
    careGuide: careGuide({
      light:
        'Bright indirect light; a little morning sun is welcome. Harsh afternoon sun turns the leaves red-brown.',
      water: 'Every 2-3 weeks once the soil is dry; even less in winter. Never let water sit in the centre.',
      soil: 'Gritty succulent mix with plenty of perlite or pumice.',
      humidity: 'Room air is fine.',
      seasons:
        'Slows down in the hottest weeks of summer; water lightly then. In the monsoon, let the soil dry out fully between waterings.',
    }),
    tags: ['succulent', 'desk plant', 'low light tolerant', 'compact'],
    seoTitle: 'Buy Zebra Haworthia Succulent Online | Desk Plant | Verdant',
    metaDescription:
      'Zebra Haworthia, a striped compact succulent that tolerates indirect light. A perfect desk plant for Indian homes and offices.',
    basePrice: 19900,
    stockStatus: 'low_stock',
    imageAlt: 'Zebra Haworthia rosette with white-striped pointed leaves in a small pot',
    variants: sizes(8000, 20000),
  },
];
