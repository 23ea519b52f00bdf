/** The top bar's links, repeated in the mobile menu. */
export const mainLinks = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/care-guides', label: 'Care Guides' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The footer's internal links, grouped the way shoppers look for them. */
export const footerLinkGroups = [
  {
    heading: 'Explore',
    links: [
      { to: '/shop', label: 'Shop' },
      { to: '/care-guides', label: 'Care Guides' },
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    heading: 'Customer Care',
    links: [
      { to: '/shipping', label: 'Shipping Information' },
      { to: '/returns', label: 'Returns & Exchanges' },
      { to: '/faq', label: 'FAQ' },
      { to: '/guarantee', label: '7-Day Guarantee' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
] as const;
