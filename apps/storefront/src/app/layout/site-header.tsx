import { cn, useAuth } from '@verdant/web-kit';
import { Heart, Menu, Search, ShoppingBag, User, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useCartCount } from '../../shared/cart/use-cart';
import { useWishlist } from '../../shared/wishlist/use-wishlist';
import { BrandMark } from './brand-mark';
import { CountedIconLink } from './counted-icon-link';
import { mainLinks } from './nav-links';
import { useScrolledPast } from './use-scrolled-past';

/** On the home page the bar stays clear over the hero until the page scrolls past this. */
const SOLID_BAR_AFTER_PX = 50;

// Loaded on first open, so the search code stays out of every page's first download.
const SearchOverlay = lazy(async () => ({
  default: (await import('./search/search-overlay')).SearchOverlay,
}));

const iconLinkStyles = (clear: boolean) =>
  cn(
    'grid size-10 place-items-center rounded-full transition-colors',
    clear ? 'hover:bg-white/15' : 'hover:bg-leaf-100',
  );

export function SiteHeader() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const scrolled = useScrolledPast(SOLID_BAR_AFTER_PX);
  const cartCount = useCartCount();
  const wishlistCount = useWishlist().items.length;
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const clear = pathname === '/' && !scrolled && !menuOpen && !searchOpen;

  // The mobile menu and search are never open together.
  const openSearch = () => {
    setMenuOpen(false);
    setSearchOpen(true);
  };
  const refocusSearchButton = useRef(false);
  // Escape and the close button hand focus back to the search icon; a click elsewhere or a chosen result do not.
  const closeSearch = useCallback((restoreFocus: boolean) => {
    refocusSearchButton.current = restoreFocus;
    setSearchOpen(false);
  }, []);
  useEffect(() => {
    if (searchOpen || !refocusSearchButton.current) return;
    refocusSearchButton.current = false;
    searchButton.current?.focus();
  }, [searchOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-300',
        clear ? 'bg-transparent text-white' : 'bg-cream-50/85 text-leaf-900 shadow-sm backdrop-blur-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        {searchOpen ? (
          <Suspense fallback={<div className="flex-1" />}>
            <SearchOverlay onClose={closeSearch} />
          </Suspense>
        ) : (
          <Link
            to="/"
            className="flex items-center gap-2 rounded-md font-display text-2xl font-semibold tracking-tight"
          >
            <BrandMark className="size-8" />
            Verdant
          </Link>
        )}

        {!searchOpen && (
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-8">
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end
                    className="rounded-md py-1 font-medium underline-offset-8 decoration-2 hover:underline aria-[current=page]:underline"
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <div className="flex items-center gap-1">
          {!searchOpen && (
            <button
              ref={searchButton}
              type="button"
              aria-label="Search"
              title="Search"
              onClick={openSearch}
              className={iconLinkStyles(clear)}
            >
              <Search aria-hidden="true" className="size-5" />
            </button>
          )}
          <CountedIconLink
            to="/wishlist"
            name="Wishlist"
            count={wishlistCount}
            icon={<Heart aria-hidden="true" className="size-5" />}
            className={iconLinkStyles(clear)}
          />
          <CountedIconLink
            to="/cart"
            name="Cart"
            count={cartCount}
            icon={<ShoppingBag aria-hidden="true" className="size-5" />}
            className={iconLinkStyles(clear)}
          />
          {/* The account icon leads to the account when signed in, otherwise to sign-in. */}
          <Link
            to={user ? '/account' : '/auth'}
            aria-label={user ? 'My Account' : 'Sign In'}
            title={user ? 'My Account' : 'Sign In'}
            className={iconLinkStyles(clear)}
          >
            <User aria-hidden="true" className="size-5" />
          </Link>
          <button
            ref={menuButton}
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              setSearchOpen(false);
              setMenuOpen((open) => !open);
            }}
            className={cn(iconLinkStyles(clear), 'md:hidden')}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-leaf-100 md:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2 sm:px-6">
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={() => setMenuOpen(false)}
                className="block rounded-md px-2 py-3 text-lg font-medium hover:bg-leaf-100 aria-[current=page]:text-leaf-600"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
