/**
 * `npm run seed:history -- --events 1000000 [--seed 7] [--until YYYY-MM-DD] [--data-dir ./data-history]`:
 * writes a realistic history of two years, ending at the start of `--until` (today by default, UTC), into a
 * fresh data folder, for benchmarks, demos and reports: customers
 * signing up, carts filled and left, coupons, orders paid in cash, through the gateway and by card, moved
 * along to delivery, cancelled and refunded, products repriced and moved between categories. The same seed and `--until` give the same
 * history. Events are recorded straight into the log through the codec (personal fields
 * sealed), as the shop's commands would have; start the shop on the folder and it builds its read models.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ProductEvent } from '@verdant/domain/catalog/product';
import { eventCatalog } from '@verdant/domain/event-catalog';
import { contentsOf, type OrderLine, type PlacedOrder } from '@verdant/domain/sales/order';
import { type ActorRole, type DomainEventShape, EventCodec } from '@verdant/platform';
import { SqliteEventStore, SqlitePersonalDataKeys } from '@verdant/platform/runtime';
import { seededRandom } from './seeded-random';

const DAY_MS = 86_400_000;
const DAYS = 730;
const CATEGORIES = [
  'Indoor Plants',
  'Succulents',
  'Ferns',
  'Palms',
  'Flowering',
  'Herbs',
  'Air Purifying',
  'Gifts',
];
const PRODUCTS = 300;
const COUPONS = ['WELCOME10', 'GREEN15', 'MONSOON20', 'FLAT100', 'DIWALI25', 'PLANTLOVER'];
const GIVEN = [
  'Asha',
  'Ravi',
  'Kavya',
  'Arjun',
  'Meera',
  'Vikram',
  'Divya',
  'Rahul',
  'Sneha',
  'Anil',
  'Priya',
  'Karan',
];
const FAMILY = [
  'Rao',
  'Kumar',
  'Sharma',
  'Iyer',
  'Menon',
  'Das',
  'Singh',
  'Patel',
  'Nair',
  'Reddy',
  'Gupta',
  'Bose',
];
const CITIES = [
  ['Bengaluru', 'Karnataka', '560001'],
  ['Mumbai', 'Maharashtra', '400001'],
  ['Chennai', 'Tamil Nadu', '600001'],
  ['Kolkata', 'West Bengal', '700001'],
  ['Pune', 'Maharashtra', '411001'],
] as const;

/** A clock that moves on by the milliseconds asked and tells the time it reached. */
function clockFrom(start: number) {
  let now = start;
  return (milliseconds: number) => {
    now += milliseconds;
    return now;
  };
}

interface Scheduled {
  at: number;
  streamId: string;
  event: DomainEventShape;
  role: ActorRole;
  userId: string | null;
}

interface Customer {
  accountId: string;
  fullName: string;
  email: string;
  phone: string;
  city: (typeof CITIES)[number];
}

interface Product {
  productId: string;
  slug: string;
  name: string;
  price: number;
  categoryId: string;
}

/** What a product's details say in the events that create and edit it. */
const detailsOf = (product: Product) => ({
  productId: product.productId,
  name: product.name,
  slug: product.slug,
  botanicalName: null,
  description: 'A leafy friend for a bright room.',
  careGuide: 'Water when the top soil is dry.',
  tags: [],
  seoTitle: null,
  metaDescription: null,
  categoryId: product.categoryId,
});

function options() {
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '7' },
      'data-dir': { type: 'string', default: './data-history' },
      until: { type: 'string' },
    },
  });
  const until = values.until ?? new Date().toISOString().slice(0, 10);
  const end = Date.parse(`${until}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until) || Number.isNaN(end))
    throw new Error('--until must be a date as YYYY-MM-DD');
  const events = Number(values.events);
  const seed = Number(values.seed);
  if (!Number.isInteger(events) || events < 1_000)
    throw new Error('--events must be a whole number, at least 1000');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  return { events, seed, end, dataDir: resolve(values['data-dir']) };
}

/** The history, day by day in time order, each day's events sorted by time: what the log will hold. */
function* history(eventsWanted: number, seed: number, end: number): Generator<Scheduled[]> {
  const random = seededRandom(seed);
  const start = end - DAYS * DAY_MS;
  const later = new Map<number, Scheduled[]>();
  const schedule = (item: Scheduled) => {
    const day = Math.floor((item.at - start) / DAY_MS);
    later.set(day, [...(later.get(day) ?? []), item]);
  };
  const by = (role: ActorRole, userId: string | null = null) => ({ role, userId });
  const shop = by('system');
  const admin = by('admin', 'admin-history');

  const setUp: Scheduled[] = [];
  const catalogue: Product[] = [];
  CATEGORIES.forEach((name, index) => {
    const categoryId = `category-${index}`;
    const slug = name.toLowerCase().replace(/\W+/g, '-');
    setUp.push({
      at: start,
      streamId: `category-${categoryId}`,
      event: { type: 'CategoryCreated', data: { categoryId, name, slug, description: null, imageUrl: null } },
      ...admin,
    });
  });
  for (let index = 0; index < PRODUCTS; index++) {
    const product: Product = {
      productId: random.uuid(),
      slug: `plant-${index + 1}`,
      name: `${random.pick(['Golden', 'Dwarf', 'Variegated', 'Royal', 'Silver', 'Jade'])} ${random.pick(['Fern', 'Palm', 'Monstera', 'Pothos', 'Aloe', 'Calathea', 'Snake Plant'])} ${index + 1}`,
      price: (199 + random.below(40) * 50) * 100,
      categoryId: `category-${random.below(CATEGORIES.length)}`,
    };
    catalogue.push(product);
    const created: ProductEvent = {
      type: 'ProductCreated',
      data: {
        ...detailsOf(product),
        basePrice: product.price,
        salePrice: null,
        mainImageUrl: null,
        mainImageAlt: null,
        gallery: [],
        stockStatus: 'in_stock',
        status: 'active',
        featured: false,
      },
    };
    setUp.push({ at: start + index, streamId: `product-${product.productId}`, event: created, ...admin });
  }
  const percentOff = new Map<string, number>();
  for (const code of COUPONS) {
    percentOff.set(code, 10 + random.below(4) * 5);
    setUp.push({
      at: start + PRODUCTS,
      streamId: `coupon-${code}`,
      event: {
        type: 'CouponCreated',
        data: {
          code,
          description: null,
          discountType: 'percentage',
          discountValue: percentOff.get(code)!,
          minPurchase: 0,
          maxDiscount: null,
          maxUses: null,
          usesPerCustomer: null,
          firstPurchaseOnly: false,
          excludeSaleItems: false,
          startsOn: null,
          endsOn: null,
          active: true,
        },
      },
      ...admin,
    });
  }
  let recorded = setUp.length;
  yield setUp;

  const customers: Customer[] = [];
  const ordersPerDay = Math.max(1, eventsWanted / DAYS / 9.5);
  for (let day = 0; day < DAYS && recorded < eventsWanted; day++) {
    const dayStart = start + day * DAY_MS;
    const today: Scheduled[] = [...(later.get(day) ?? [])];
    later.delete(day);
    const during = () => dayStart + random.below(DAY_MS);

    // The catalogue changes now and then: a new price, or a move to another category.
    if (random.chance(0.6)) {
      const product = random.pick(catalogue);
      product.price = Math.max(9_900, product.price + (random.below(9) - 4) * 2_500);
      today.push({
        at: during(),
        streamId: `product-${product.productId}`,
        event: {
          type: 'ProductPriced',
          data: { productId: product.productId, basePrice: product.price, salePrice: null },
        },
        ...admin,
      });
    }
    if (random.chance(0.05)) {
      const product = random.pick(catalogue);
      product.categoryId = `category-${random.below(CATEGORIES.length)}`;
      today.push({
        at: during(),
        streamId: `product-${product.productId}`,
        event: {
          type: 'ProductDetailsEdited',
          data: {
            ...detailsOf(product),
            previousSlug: product.slug,
          },
        },
        ...admin,
      });
    }
    for (let signUp = 0; signUp < Math.ceil(ordersPerDay * 0.4); signUp++) {
      const [given, family] = [random.pick(GIVEN), random.pick(FAMILY)];
      const customer: Customer = {
        accountId: random.uuid(),
        fullName: `${given} ${family}`,
        email: `${given}.${family}.${customers.length}@example.in`.toLowerCase(),
        phone: `9${String(100_000_000 + random.below(899_999_999))}`,
        city: random.pick(CITIES),
      };
      customers.push(customer);
      today.push({
        at: during(),
        streamId: `account-${customer.accountId}`,
        event: {
          type: 'AccountRegistered',
          data: {
            accountId: customer.accountId,
            fullName: customer.fullName,
            email: customer.email,
            phone: customer.phone,
            passwordHash: null,
          },
        },
        ...by('customer', customer.accountId),
      });
    }
    if (customers.length === 0) {
      recorded += today.length;
      yield today.sort((a, b) => a.at - b.at);
      continue;
    }
    const sessions = Math.round(ordersPerDay * (0.8 + random.next() * 0.4) * 1.6);
    for (let session = 0; session < sessions; session++) {
      const customer = random.pick(customers);
      const customerBy = by('customer', customer.accountId);
      const cartStream = `cart-${customer.accountId}`;
      const after = clockFrom(during());
      const lines: OrderLine[] = [];
      for (let item = 0, items = 1 + random.below(3); item < items; item++) {
        const product = random.pick(catalogue);
        if (lines.some((line) => line.productId === product.productId)) continue;
        const quantity = 1 + random.below(2);
        lines.push({
          productId: product.productId,
          variantId: null,
          productName: product.name,
          variantName: null,
          unitPrice: product.price,
          quantity,
          lineTotal: product.price * quantity,
          onSale: false,
        });
        today.push({
          at: after(60_000),
          streamId: cartStream,
          event: {
            type: 'CartItemAdded',
            data: { customerId: customer.accountId, productId: product.productId, variantId: null, quantity },
          },
          ...customerBy,
        });
      }
      // Some carts are left for good; the next visit's items join what they hold.
      if (random.chance(0.35)) continue;
      const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      const couponCode = random.chance(0.15) ? random.pick(COUPONS) : null;
      const discount = couponCode ? Math.floor((subtotal * percentOff.get(couponCode)!) / 100) : 0;
      const shipping = subtotal >= 39_900 ? 0 : 9_900;
      const paymentMethod = random.pick(['cod', 'cod', 'razorpay', 'razorpay', 'card'] as const);
      const orderId = random.uuid();
      const placed: PlacedOrder = {
        orderId,
        customerId: customer.accountId,
        customer: { email: customer.email, fullName: customer.fullName, phone: customer.phone },
        addressId: 'home',
        shippingAddress: {
          fullName: customer.fullName,
          phone: customer.phone,
          addressLine1: `${1 + random.below(200)} MG Road`,
          addressLine2: null,
          city: customer.city[0],
          state: customer.city[1],
          postalCode: customer.city[2],
          country: 'India',
        },
        lines,
        subtotal,
        discount,
        shipping,
        total: subtotal - discount + shipping,
        couponCode,
        paymentMethod,
        paymentStatus: paymentMethod === 'cod' ? 'unpaid' : 'pending',
        replacementFor: null,
      };
      const ids = { orderId, customerId: customer.accountId };
      const orderStream = `order-${orderId}`;
      const cancelledByCustomer = (at: number) =>
        schedule({
          at,
          streamId: orderStream,
          event: {
            type: 'OrderCancelled',
            data: {
              ...ids,
              reason: 'Cancelled by customer',
              cancelledBy: 'customer',
              total: placed.total,
              couponCode,
            },
          },
          ...customerBy,
        });
      today.push({
        at: after(60_000),
        streamId: `purchases-${customer.accountId}`,
        event: {
          type: 'PurchaseRecorded',
          // The cart's revision at this moment is known only as the events are appended, in time order.
          data: {
            ...ids,
            cartRevision: CART_REVISION_AT_APPEND,
            addressId: 'home',
            order: contentsOf(placed),
          },
        },
        ...customerBy,
      });
      today.push({
        at: after(1),
        streamId: cartStream,
        event: {
          type: 'CartCheckedOut',
          data: {
            ...ids,
            lines: lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
            couponCode,
          },
        },
        ...customerBy,
      });
      today.push({
        at: after(1),
        streamId: orderStream,
        event: { type: 'OrderPlaced', data: placed },
        ...customerBy,
      });
      let paid = paymentMethod === 'cod';
      if (paymentMethod !== 'cod') {
        const gateway = paymentMethod === 'razorpay' ? 'razorpay' : 'stripe';
        const gatewayOrderId = `${gateway === 'razorpay' ? 'order_' : 'pi_'}${random.uuid().slice(0, 14)}`;
        today.push({
          at: after(1_000),
          streamId: orderStream,
          event: {
            type: 'PaymentInitiated',
            data: { ...ids, gateway, gatewayOrderId, amount: placed.total },
          },
          ...customerBy,
        });
        if (random.chance(0.08)) {
          schedule({
            at: after(0) + 31 * 60_000,
            streamId: orderStream,
            event: {
              type: 'OrderCancelled',
              data: {
                ...ids,
                reason: 'Payment not received within 30 minutes',
                cancelledBy: 'system',
                total: placed.total,
                couponCode,
              },
            },
            ...shop,
          });
          continue;
        }
        const gatewayPaymentId = `${gateway === 'razorpay' ? 'pay_' : 'ch_'}${random.uuid().slice(0, 14)}`;
        today.push({
          at: after(90_000),
          streamId: orderStream,
          event: {
            type: 'PaymentCaptured',
            data: { ...ids, gateway, gatewayPaymentId, amount: placed.total, via: 'webhook' },
          },
          ...by('gateway', gateway),
        });
        paid = true;
        if (random.chance(0.06)) {
          const refundId = `refund-${gatewayPaymentId}`;
          cancelledByCustomer(after(0) + 3 * 3_600_000);
          schedule({
            at: after(0) + 3 * 3_600_000 + 1,
            streamId: orderStream,
            event: {
              type: 'RefundRequested',
              data: { ...ids, refundId, gateway, gatewayPaymentId, amount: placed.total, settles: null },
            },
            ...customerBy,
          });
          schedule({
            at: after(0) + 3 * 3_600_000 + 60_000,
            streamId: orderStream,
            event: {
              type: 'RefundCompleted',
              data: {
                ...ids,
                refundId,
                gatewayRefundId: `rfnd_${random.uuid().slice(0, 14)}`,
                amount: placed.total,
              },
            },
            ...shop,
          });
          continue;
        }
      } else if (random.chance(0.07)) {
        cancelledByCustomer(after(0) + random.below(6 * 3_600_000));
        continue;
      }
      // The shop moves the order along over the next days; cash is collected at delivery.
      const steps = [
        ['pending', 'processing', 1],
        ['processing', 'shipped', 2],
        ['shipped', 'delivered', 4],
      ] as const;
      for (const [from, to, days] of steps) {
        const when = after(0) + days * DAY_MS + random.below(3_600_000);
        if (when > end) break;
        schedule({
          at: when,
          streamId: orderStream,
          event: { type: 'OrderStatusChanged', data: { ...ids, from, to } },
          ...admin,
        });
        if (to === 'delivered' && paid && paymentMethod === 'cod')
          schedule({
            at: when + 1,
            streamId: orderStream,
            event: {
              type: 'PaymentCaptured',
              data: {
                ...ids,
                gateway: 'cash',
                gatewayPaymentId: null,
                amount: placed.total,
                via: 'delivery',
              },
            },
            ...admin,
          });
      }
    }
    const inOrder = today.filter((item) => item.at <= end).sort((a, b) => a.at - b.at);
    const wanted = inOrder.slice(0, eventsWanted - recorded);
    recorded += wanted.length;
    yield wanted;
  }
}

/** Stands for the revision the customer's cart has when the purchase is appended. */
const CART_REVISION_AT_APPEND = -1;

/** A purchase records the revision of the cart it bought, as it stands when the purchase is appended. */
function withCartRevision(event: Scheduled['event'], cartRevisions: ReadonlyMap<string, number>) {
  if (event.type !== 'PurchaseRecorded') return event;
  const data = event.data as { customerId: string };
  return { ...event, data: { ...data, cartRevision: cartRevisions.get(`cart-${data.customerId}`) ?? -1 } };
}

const { events, seed, end, dataDir } = options();
if (existsSync(join(dataDir, 'events.sqlite'))) {
  console.error(`${dataDir} holds a shop already: choose a fresh --data-dir`);
  process.exit(2);
}
await mkdir(dataDir, { recursive: true });
const eventStore = await SqliteEventStore.open({ file: join(dataDir, 'events.sqlite'), durability: 'os' });
const keys = await SqlitePersonalDataKeys.open({ file: join(dataDir, 'keys.sqlite') });
const codec = new EventCodec(eventCatalog, keys);
const startedAt = performance.now();
let written = 0;
try {
  const cartRevisions = new Map<string, number>();
  for (const day of history(events, seed, end)) {
    for (const { at, streamId, event, role, userId } of day) {
      const { type, data, schemaVersion, dataSubjectId } = await codec.encode(
        withCartRevision(event, cartRevisions),
      );
      if (streamId.startsWith('cart-')) cartRevisions.set(streamId, (cartRevisions.get(streamId) ?? -1) + 1);
      const eventId = `${seed}-${written}`;
      await eventStore.append(
        streamId,
        [
          {
            type,
            data,
            metadata: {
              correlationId: eventId,
              causationId: eventId,
              actor: { userId, role },
              at: new Date(at).toISOString(),
              schemaVersion,
              ...(dataSubjectId === undefined ? {} : { dataSubjectId }),
            },
          },
        ],
        { expectedRevision: 'any' },
      );
      written++;
    }
    if (process.stderr.isTTY)
      process.stderr.write(
        `\r${written.toLocaleString('en-US')} of ${events.toLocaleString('en-US')} events`,
      );
  }
} finally {
  await keys.close();
  await eventStore.close();
}
console.error(
  `\n${written.toLocaleString('en-US')} events written to ${dataDir} in ${((performance.now() - startedAt) / 1_000).toFixed(0)} s (seed ${seed})`,
);
