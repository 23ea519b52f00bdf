/** How an order is named to people: '#' and the first eight characters of its id. */
export const orderNumber = (orderId: string) => `#${orderId.slice(0, 8)}`;
