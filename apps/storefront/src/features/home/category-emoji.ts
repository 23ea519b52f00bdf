const emojiBySlug: Record<string, string> = {
  succulents: '🪴',
  cactus: '🌵',
  snake: '🐍',
  'indoor-plants': '🌿',
  'air-purifying': '🍃',
  'pet-friendly': '🐾',
};

/** The picture for a category without an image of its own. */
export const categoryEmoji = (slug: string) => emojiBySlug[slug] ?? '🌱';
