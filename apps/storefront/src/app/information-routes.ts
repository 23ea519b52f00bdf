import type { RouteObject } from 'react-router-dom';

/**
 * The informational pages (care guides, contact, about, policies, FAQ), each loaded on first visit: mostly
 * copy, which the home page
 * should not carry in its bundle.
 */
export const informationRoutes: RouteObject[] = [
  {
    path: 'care-guides',
    lazy: async () => ({
      Component: (await import('../features/care-guides/care-guides-page')).CareGuidesPage,
    }),
  },
  {
    path: 'contact',
    lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }),
  },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }),
  },
  {
    path: 'shipping',
    lazy: async () => ({ Component: (await import('../features/shipping/shipping-page')).ShippingPage }),
  },
  {
    path: 'returns',
    lazy: async () => ({ Component: (await import('../features/returns/returns-page')).ReturnsPage }),
  },
  {
    path: 'faq',
    lazy: async () => ({ Component: (await import('../features/faq/faq-page')).FaqPage }),
  },
  {
    path: 'guarantee',
    lazy: async () => ({ Component: (await import('../features/guarantee/guarantee-page')).GuaranteePage }),
  },
  {
    path: 'privacy',
    lazy: async () => ({ Component: (await import('../features/privacy/privacy-page')).PrivacyPage }),
  },
  {
    path: 'terms',
    lazy: async () => ({ Component: (await import('../features/terms/terms-page')).TermsPage }),
  },
];
