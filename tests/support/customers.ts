import { randomUUID } from 'node:crypto';
import type { TestBrowser, TestShop } from './test-shop';

/** A new shopper's sign-up details, unique per call. */
export const newCustomer = () => {
  const id = randomUUID().slice(0, 8);
  return {
    fullName: `Asha ${id}`,
    email: `asha.${id}@example.in`,
    phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'monstera-lover',
    confirmPassword: 'monstera-lover',
  };
};

/** A browser that has just signed up (and so is signed in) as a new customer. */
export async function signedUp(
  shop: TestShop,
  details = newCustomer(),
): Promise<TestBrowser & { details: typeof details; signUp: { position: string | null } }> {
  const browser = shop.browser();
  const signUp = await browser.client.auth.signUp.mutate(details);
  browser.readAfterWrite(signUp);
  return { ...browser, details, signUp };
}
