import { expect, type Page, test } from '@playwright/test';
import { accountIcon, newShopper, signIn, signUp } from './accounts';
import { createTestCatalogue } from './catalog-api';

let catalogue: Awaited<ReturnType<typeof createTestCatalogue>>;

test.beforeAll(async ({ baseURL }) => {
  catalogue = await createTestCatalogue(baseURL ?? '');
});

const cartItems = (page: Page) => page.getByRole('list', { name: 'Cart items' });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });

async function addToCart(
  page: Page,
  slug: string,
  { size, quantity = 1 }: { size?: string; quantity?: number },
) {
  await page.goto(`/product/${slug}`);
  if (size) await page.getByRole('button', { name: size, exact: true }).click();
  for (let more = 1; more < quantity; more++)
    await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
}

/** The cart's lines as the page shows them: name and quantity. */
async function linesIn(page: Page) {
  await expect(cartItems(page)).toBeVisible();
  const lines = [];
  for (const item of await cartItems(page).getByRole('listitem').all()) {
    lines.push([await item.getByRole('heading').textContent(), await item.locator('output').textContent()]);
  }
  return lines;
}

test.describe('cart and wishlist', () => {
  test('a visitor’s cart joins their account at sign-up, never doubles, and can be changed', async ({
    page,
  }) => {
    const { fern, palm } = catalogue;
    await addToCart(page, fern.slug, { size: 'Large' });
    await addToCart(page, palm.slug, { quantity: 2 });
    await expect(accountIcon(page, 'Sign In')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    expect(await linesIn(page)).toEqual([
      [fern.name, '1'],
      [palm.name, '2'],
    ]);
    // Priced by the server: the fern's Large size and the palm's sale price, shipping free above ₹399.
    await expect(summary(page)).toContainText('Subtotal₹3,050.00');
    await expect(summary(page)).toContainText('ShippingFree');
    await expect(summary(page)).toContainText('Total₹3,050.00');

    // A server cart read slow to answer must not win against the merge: the cart is read after it.
    await page.route('**/trpc/cart.get*', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ response });
    });
    const shopper = newShopper();
    await signUp(page, shopper);
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await page.unroute('**/trpc/cart.get*');
    await page.goto('/cart');
    expect(await linesIn(page)).toEqual([
      [fern.name, '1'],
      [palm.name, '2'],
    ]);
    const guestLines = JSON.parse(await page.evaluate<string>("localStorage.getItem('verdant-cart')")).items;
    expect(guestLines).toEqual([]);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await signIn(page, shopper);
    await expect(page.getByText('Signed in successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await page.goto('/cart');
    expect(await linesIn(page)).toEqual([
      [fern.name, '1'],
      [palm.name, '2'],
    ]);

    await page.getByRole('button', { name: `Increase quantity of ${fern.name} (Large)` }).click();
    await expect(
      cartItems(page).getByRole('group', { name: `Quantity of ${fern.name} (Large)` }),
    ).toContainText('2');
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    await page.getByRole('button', { name: `Decrease quantity of ${palm.name}` }).click();
    await expect(cartItems(page).getByRole('group', { name: `Quantity of ${palm.name}` })).toContainText('1');
    await expect(summary(page)).toContainText('Subtotal₹2,500.00');

    await page.getByRole('button', { name: `Remove ${palm.name}` }).click();
    await expect(page.getByText('Removed from cart')).toBeVisible();
    expect(await linesIn(page)).toEqual([[fern.name, '2']]);
    await expect(summary(page)).toContainText('Total₹1,300.00');

    // The server kept every change: a reload shows the same cart.
    await page.reload();
    expect(await linesIn(page)).toEqual([[fern.name, '2']]);
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByText('Cart cleared')).toBeVisible();
    await expect(page.getByText('Your Cart is Empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  test('the wishlist needs a login, keeps plants, and moves one to the cart', async ({ page }) => {
    const { palm, cactus } = catalogue;
    await page.goto(`/product/${palm.slug}`);
    await page.getByRole('button', { name: `Wishlist ${palm.name}` }).click();
    await expect(page.getByText('Please login to add items to wishlist')).toBeVisible();

    await signUp(page, newShopper());
    await page.goto(`/product/${palm.slug}`);
    const heart = page.getByRole('button', { name: `Wishlist ${palm.name}` });
    await heart.click();
    await expect(page.getByText('Added to wishlist')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/product/${cactus.slug}`);
    await page.getByRole('button', { name: `Wishlist ${cactus.name}` }).click();
    await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();

    await page.getByRole('link', { name: 'Wishlist, 2 items' }).click();
    const wishlist = page.getByRole('list', { name: 'Wishlist' });
    const palmCard = wishlist.getByRole('listitem').filter({ hasText: palm.name });
    const cactusCard = wishlist.getByRole('listitem').filter({ hasText: cactus.name });
    await expect(cactusCard.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await palmCard.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await cactusCard.getByRole('button', { name: `Wishlist ${cactus.name}` }).click();
    await expect(page.getByText('Removed from wishlist')).toBeVisible();
    await expect(cactusCard).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

    await page.goto('/cart');
    expect(await linesIn(page)).toEqual([[palm.name, '1']]);
  });
});
