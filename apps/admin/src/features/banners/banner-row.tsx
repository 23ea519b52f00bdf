import { Badge, ItemActions } from '@verdant/web-kit';
import { Trash2 } from 'lucide-react';
import type { Banner } from './banner';

export function BannerRow({
  banner,
  onEdit,
  onDelete,
}: {
  banner: Banner;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <tr className="border-t border-stone-200">
      <td className="px-4 py-3">
        <img
          src={banner.imageUrl}
          alt={`Preview of ${banner.title}`}
          loading="lazy"
          className="aspect-[300/179] w-28 rounded-md object-cover"
        />
      </td>
      <th scope="row" className="px-4 py-3 text-left font-medium">
        {banner.title}
      </th>
      <td className="max-w-60 truncate px-4 py-3 text-sm text-stone-700">
        {banner.linkUrl ?? <span className="text-stone-500 italic">No link</span>}
      </td>
      <td className="px-4 py-3">{banner.displayOrder}</td>
      <td className="px-4 py-3">
        <Badge className={banner.isActive ? undefined : 'bg-stone-200 text-stone-800'}>
          {banner.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </td>
      <td className="px-4 py-3">
        <ItemActions
          itemName={banner.title}
          onEdit={onEdit}
          removal={{ label: 'Delete', icon: Trash2, onClick: onDelete }}
        />
      </td>
    </tr>
  );
}
