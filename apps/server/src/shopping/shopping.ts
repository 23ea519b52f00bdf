import type { EventSourcing, ReadModels } from '@verdant/platform';
import { CartCoupons } from '../sales/cart-coupons';
import { CartCommands } from './cart-commands';
import { CartQueries } from './cart-queries';
import { WishlistCommands } from './wishlist-commands';
import { WishlistQueries } from './wishlist-queries';

/** A signed-in shopper's cart (with its coupon) and wishlist. */
export interface Shopping {
  carts: CartCommands;
  cartCoupons: CartCoupons;
  wishlists: WishlistCommands;
  queries: { carts: CartQueries; wishlists: WishlistQueries };
}

export function openShopping(eventSourcing: EventSourcing, readModels: ReadModels): Shopping {
  const cartCoupons = new CartCoupons(eventSourcing, readModels);
  return {
    carts: new CartCommands(eventSourcing, cartCoupons),
    cartCoupons,
    wishlists: new WishlistCommands(eventSourcing),
    queries: { carts: new CartQueries(readModels), wishlists: new WishlistQueries(readModels) },
  };
}
