import {
  ChartColumn,
  FolderTree,
  Image,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  PackageOpen,
  Settings,
  ShieldCheck,
  ShoppingCart,
  TicketPercent,
  Users,
} from 'lucide-react';

export interface AdminSection {
  to: string;
  label: string;
  Icon: LucideIcon;
}

/** The sidebar's links, in the order the sidebar shows them; paths are relative to the /admin basename. */
export const adminSections: readonly AdminSection[] = [
  { to: '/', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/products', label: 'Products', Icon: Package },
  { to: '/orders', label: 'Orders', Icon: ShoppingCart },
  { to: '/claims', label: 'Claims', Icon: ShieldCheck },
  { to: '/returns', label: 'Returns', Icon: PackageOpen },
  { to: '/customers', label: 'Customers', Icon: Users },
  { to: '/categories', label: 'Categories', Icon: FolderTree },
  { to: '/coupons', label: 'Coupons', Icon: TicketPercent },
  { to: '/banners', label: 'Banners', Icon: Image },
  { to: '/mail', label: 'Mail', Icon: Mail },
  { to: '/reports', label: 'Reports', Icon: ChartColumn },
  { to: '/settings', label: 'Settings', Icon: Settings },
];
