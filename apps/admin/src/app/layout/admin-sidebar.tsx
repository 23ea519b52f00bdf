import { cn } from '@verdant/web-kit';
import { NavLink } from 'react-router-dom';
import { adminSections } from './admin-sections';

export interface AdminSidebarProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

export function AdminSidebar({ id, open, onNavigate }: AdminSidebarProps) {
  return (
    <aside
      id={id}
      hidden={!open}
      className="fixed inset-y-0 top-16 left-0 z-30 w-64 shrink-0 overflow-y-auto border-r border-leaf-900 bg-leaf-950 md:sticky md:h-[calc(100vh-4rem)]"
    >
      <nav aria-label="Admin">
        <ul className="space-y-1 p-3">
          {adminSections.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium transition-colors',
                    isActive ? 'bg-leaf-700 text-white' : 'text-leaf-100 hover:bg-leaf-900 hover:text-white',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
