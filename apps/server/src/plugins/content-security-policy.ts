import type { WebApp } from './web-apps';

/** Where a third-party browser script runs scripts and frames from, and what it talks to. */
interface Vendor {
  scripts: readonly string[];
  frames: readonly string[];
  connections: readonly string[];
}

/**
 * What the payment gateways' browser scripts load and talk to, as each gateway publishes it for sites with a
 * Content-Security-Policy. A third-party script the shop adds gets its own entry here, with only the sources
 * its maker documents, among the vendors of the app that loads it (VENDORS_OF).
 */
const RAZORPAY: Vendor = {
  // checkout.js, and the risk-detection script checkout.js loads from Razorpay's CDN.
  scripts: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  // The checkout dialog is a frame on api.razorpay.com.
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connections: [
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://lumberjack-metrics.razorpay.com',
  ],
};
const STRIPE: Vendor = {
  // Stripe.js starts some of its frames, and their scripts, on subdomains of js.stripe.com.
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  // hooks.stripe.com: 3-D Secure and the payment methods that redirect.
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connections: ['https://api.stripe.com'],
};

/** Only the storefront takes payments: the admin app loads nothing from the gateways, so may not. */
const VENDORS_OF: Record<WebApp, readonly Vendor[]> = {
  storefront: [RAZORPAY, STRIPE],
  admin: [],
};

/**
 * The shop's Content-Security-Policy for a web app's answers. Scripts run only from the shop, the app's
 * vendors (the storefront's payment gateways), or (on a page given a nonce) a script carrying that nonce:
 * never one injected into a page. Styles may be inline, because Razorpay's checkout.js writes its dialog's
 * layout as inline <style> elements and style attributes that change with Razorpay's releases (no hash could
 * follow them); inline styles cannot run code. Images may come from any https address (product images may be
 * remote), and so may the hero video (HERO_VIDEO_URL). Frames come only from the app's vendors (none for an app
 * without any); a frame the page writes itself, such as the back office's mail preview (`srcdoc`, sandboxed to
 * nothing), fetches nothing and so needs no source. No page may be framed, plugins never load, and forms post
 * only to the shop. Over https, http:// addresses are upgraded.
 */
export function contentSecurityDirectives(app: WebApp, scriptNonce: string | null, overHttps: boolean) {
  const nonce = scriptNonce === null ? [] : [`'nonce-${scriptNonce}'`];
  const vendors = VENDORS_OF[app];
  const frames = vendors.flatMap((vendor) => vendor.frames);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...nonce, ...vendors.flatMap((vendor) => vendor.scripts)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'https:'],
    'connect-src': ["'self'", ...vendors.flatMap((vendor) => vendor.connections)],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(overHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Powerful browser features the shop never uses are off for every page and frame; the Payment Request API
 * (wallets such as Google Pay) is left to the shop and the gateways' frames.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com" "https://js.stripe.com")',
].join(', ');
