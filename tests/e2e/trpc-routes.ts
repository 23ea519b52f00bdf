import type { Page } from '@playwright/test';

/** The procedures a tRPC request carries: one, or several batched into one path. */
const proceduresOf = (url: URL) =>
  url.pathname.startsWith('/trpc/') ? decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',') : [];

/**
 * This page sees `rewrite` of the server's answer to `procedure`, whatever the call is batched with; the
 * rest of the batch is the server's own. What a test needs (no banners, a configured hero video) stays in its
 * page, and the e2e server the other tests share is left as it is. `rewritten` settles once the first
 * rewritten answer has reached the page: a test that ends before then would close the page under the route.
 */
export async function rewriteAnswer<Data>(page: Page, procedure: string, rewrite: (served: Data) => unknown) {
  let markRewritten: () => void = () => {};
  const rewritten = new Promise<void>((resolve) => (markRewritten = resolve));
  await page.route(
    (url) => proceduresOf(url).includes(procedure),
    async (route) => {
      const procedures = proceduresOf(new URL(route.request().url()));
      const answers = (await (await route.fetch()).json()) as { result: { data: unknown } }[];
      const index = procedures.indexOf(procedure);
      answers[index] = { result: { data: rewrite(answers[index]!.result.data as Data) } };
      await route.fulfill({ json: answers });
      markRewritten();
    },
  );
  return { rewritten };
}

/** Every call of `procedure` on this page fails as a server error would. */
export async function failProcedure(page: Page, procedure: string) {
  await page.route(
    (url) => proceduresOf(url).includes(procedure),
    (route) =>
      route.fulfill({
        status: 500,
        json: [
          {
            error: {
              message: 'Something went wrong',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          },
        ],
      }),
  );
}
