/**
 * The shop's social pages. lucide-react 1.x ships no brand logos, so the glyphs are drawn here, simplified,
 * on the icon set's 24-unit grid and stroke so they sit well beside its icons.
 */
const socialLinks = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/verdant',
    glyph: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/verdant',
    glyph: (
      <path d="M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5.5v3.5H8V21h3.5v-7.5H14l.5-3.5h-3V7.8c0-.7.5-1.3 1.2-1.3H15z" />
    ),
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@verdant',
    glyph: (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="m10 9 5 3-5 3z" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'Pinterest',
    href: 'https://www.pinterest.com/verdant',
    glyph: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M10.5 21 12.8 11.6M10 14.5c-1.4-.9-1.6-2.7-1-4.1.8-1.9 3-2.9 5-2.2 1.9.7 2.6 2.8 1.9 4.6-.6 1.7-2.3 2.5-3.6 2" />
      </>
    ),
  },
] as const;

export function SocialLinks() {
  return (
    <ul aria-label="Verdant on social media" className="flex gap-2">
      {socialLinks.map(({ name, href, glyph }) => (
        <li key={name}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            title={name}
            className="grid size-10 place-items-center rounded-full bg-white/10 text-leaf-100 hover:bg-white/20 hover:text-white"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {glyph}
            </svg>
            <span className="sr-only">Verdant on {name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
