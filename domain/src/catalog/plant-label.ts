// No zod here: both apps' first scripts may name a plant.

/** A plant as the shopper knows it: 'Fiddle Leaf Fig (Large)', or its name alone when it comes in one size. */
export const plantLabel = (productName: string, variantName: string | null) =>
  variantName ? `${productName} (${variantName})` : productName;
