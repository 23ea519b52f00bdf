import { Link } from 'react-router-dom';
import { BrandMark } from './brand-mark';
import { footerLinkGroups } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';

export function SiteFooter() {
  // The copyright line shows the current year, never a fixed one.
  const year = new Date().getFullYear();
  return (
    <footer className="bg-leaf-950 text-leaf-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="space-y-3">
          <Link to="/" className="inline-flex items-center gap-2 rounded-md font-display text-2xl text-white">
            <BrandMark className="size-8 text-leaf-300" />
            Verdant
          </Link>
          <p className="font-display text-lg text-leaf-200">Your Urban Jungle, Delivered</p>
          <p className="max-w-xs text-sm text-leaf-200/90">
            Healthy houseplants from our nursery to your doorstep, anywhere in India, with care support for as
            long as you own them.
          </p>
          <div className="max-w-sm space-y-6 pt-3">
            <SocialLinks />
            <NewsletterForm />
          </div>
        </div>
        <nav aria-label="Footer" className="grid gap-10 sm:grid-cols-3">
          {footerLinkGroups.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{group.heading}</h2>
              <ul className="mt-4 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="rounded-sm text-leaf-200 hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-leaf-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-leaf-300 sm:px-6">
          © {year} Verdant. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
