import type { ProductDetails, ProductImages } from './product-rules';

const sameList = <Item>(a: readonly Item[], b: readonly Item[], same: (x: Item, y: Item) => boolean) =>
  a.length === b.length && a.every((item, index) => same(item, b[index] as Item));

export function sameDetails(current: ProductDetails, next: ProductDetails): boolean {
  const scalars = [
    'name',
    'slug',
    'botanicalName',
    'description',
    'careGuide',
    'seoTitle',
    'metaDescription',
    'categoryId',
  ] as const;
  return (
    scalars.every((field) => current[field] === next[field]) &&
    sameList(current.tags, next.tags, (a, b) => a === b)
  );
}

export function sameImages(current: ProductImages, next: ProductImages): boolean {
  return (
    current.mainImageUrl === next.mainImageUrl &&
    current.mainImageAlt === next.mainImageAlt &&
    sameList(current.gallery, next.gallery, (a, b) => a.url === b.url && a.alt === b.alt)
  );
}
