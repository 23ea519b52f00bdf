import { Card, ItemActions } from '@verdant/web-kit';
import { Leaf, Trash2 } from 'lucide-react';
import type { Category } from './category';

export interface CategoryCardProps {
  category: Category;
  onEdit: () => void;
  onDelete: () => void;
}

export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  const headingId = `category-${category.id}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="grid aspect-[5/2] place-items-center bg-leaf-50">
          {category.imageUrl ? (
            <img src={category.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <Leaf aria-hidden="true" className="size-10 text-leaf-300" />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-5">
          <h2 id={headingId} className="font-display text-xl text-leaf-900">
            {category.name}
          </h2>
          <p className="text-sm text-stone-600">
            Slug: <code className="rounded bg-stone-100 px-1.5 py-0.5 text-stone-800">{category.slug}</code>
          </p>
          <p className={category.description ? 'flex-1 text-stone-700' : 'flex-1 text-stone-500 italic'}>
            {category.description ?? 'No description'}
          </p>
          <ItemActions
            itemName={category.name}
            onEdit={onEdit}
            removal={{ label: 'Delete', icon: Trash2, onClick: onDelete }}
            className="mt-3"
          />
        </div>
      </article>
    </Card>
  );
}
