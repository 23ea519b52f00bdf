import type { RouterOutputs } from '@verdant/web-kit';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { categoryEmoji } from './category-emoji';

type Category = RouterOutputs['catalog']['categories'][number];

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Link
      to={`/shop?category=${encodeURIComponent(category.slug)}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm transition-shadow hover:shadow-md motion-safe:transition motion-safe:hover:-translate-y-0.5"
    >
      <div className="grid aspect-[16/9] place-items-center bg-linear-to-br from-leaf-50 to-cream-100">
        {category.imageUrl ? (
          <img src={category.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="text-6xl motion-safe:transition-transform motion-safe:group-hover:scale-110"
          >
            {categoryEmoji(category.slug)}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-display text-xl text-leaf-900">{category.name}</h3>
        {category.description && <p className="flex-1 text-stone-700">{category.description}</p>}
        <span aria-hidden="true" className="mt-1 inline-flex items-center gap-1 font-medium text-leaf-700">
          Explore{' '}
          <ArrowRight className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1" />
        </span>
      </div>
    </Link>
  );
}
