import { createServerSideHelpers } from '@trpc/react-query/server';
import { TRPCError } from '@trpc/server';
import escapeHtml from 'escape-html';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Shop } from '../shop';
import { contextFactory } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { listingInput } from '../trpc/routers/products';
import { lazyPageScripts } from './lazy-page-scripts';

/** The storefront reads its first screen's data from this element (apps/storefront/src/app/first-screen.ts). */
const DATA_ELEMENT_ID = 'first-screen-data';

/** The shop's first row on a phone: two plants, the largest pictures on its first screen. */
const FIRST_ROW = 2;

type Helpers = ReturnType<typeof createServerSideHelpers<typeof appRouter>>;

interface LazyPage {
  path: RegExp;
  /** The page's source module in the storefront, whose chunk the page loads. */
  module: string;
  /** Loads what the page's first screen shows into `helpers`; the addresses of its largest pictures. */
  firstScreen(helpers: Helpers, path: RegExpExecArray, search: string): Promise<(string | null)[]>;
}

const LAZY_PAGES: LazyPage[] = [
  {
    path: /^\/shop\/?$/,
    module: 'src/features/shop/shop-page.tsx',
    // Only the unfiltered shop: filters in the address are the app's to read.
    async firstScreen(helpers, _path, search) {
      if (search !== '') return [];
      const listing = await helpers.products.list.fetchInfinite(listingInput.parse({}));
      return (listing.pages[0]?.products ?? []).slice(0, FIRST_ROW).map((product) => product.mainImageUrl);
    },
  },
  {
    path: /^\/product\/([^/]+)\/?$/,
    module: 'src/features/product/product-page.tsx',
    async firstScreen(helpers, [, slug = '']) {
      const product = await helpers.products.bySlug.fetch({ slug: decodeURIComponent(slug) });
      return [product.mainImageUrl];
    },
  },
];

/**
 * What the storefront's page carries, beyond the build's own tags, when it opens on a page of the catalogue:
 * that page's script, its first screen's data and pictures, so the browser fetches them alongside the app's
 * scripts instead of one after the other once they have run. The data is what the app's own first queries
 * would answer (tRPC's server-side helpers, dehydrated for the app to hydrate), and only answers that
 * succeeded: a refusal (an unknown plant) is left for the app to ask for and show as it always does.
 */
export function storefrontPageHead(shop: Shop, root: string) {
  const createContext = contextFactory(shop);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    const { pathname, search } = new URL(request.url, 'http://localhost');
    for (const page of LAZY_PAGES) {
      const path = page.path.exec(pathname);
      if (!path) continue;
      const helpers = createServerSideHelpers({ router: appRouter, ctx: createContext(request, reply) });
      const [scripts, images] = await Promise.all([
        lazyPageScripts(root, page.module),
        page.firstScreen(helpers, path, search).catch((error: unknown): (string | null)[] => {
          if (!isRefusal(error)) request.log.warn({ err: error }, 'first screen left to the app');
          return [];
        }),
      ]);
      const data = helpers.dehydrate({ shouldDehydrateQuery: (query) => query.state.status === 'success' });
      return [
        // After the app's own scripts, which must run before anything shows; the page's are needed next.
        ...scripts.map(
          (script) =>
            `<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" fetchpriority="low">`,
        ),
        ...images.flatMap((image) =>
          image ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`] : [],
        ),
        data.queries.length === 0
          ? ''
          : `<script type="application/json" id="${DATA_ELEMENT_ID}">${scriptText(data)}</script>`,
      ].join('');
    }
    return '';
  };
}

/** An unknown plant, or an address that names none: the app asks and answers those as it always has. */
const isRefusal = (error: unknown) =>
  error instanceof URIError || (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR');

/** JSON inside a script element: no `<` may end the element or open a comment. */
const scriptText = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
