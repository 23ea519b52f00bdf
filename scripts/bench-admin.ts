/**
 * Back-office figures for `npm run bench`: with 100,000 orders of 10,000 customers over 60 days in the embedded
 * stores, the admin orders list (filters, searches, sorts, pages of 25; target p99 < 20 ms), the dashboard
 * (p99 < 10 ms), an order's timeline, and the order as it stood at a moment, for an order of 50 events (each
 * p99 < 10 ms). Measured in the shop's process, through the same functions the admin API calls.
 *
 * The history is recorded straight into the event log (through the codec, personal fields sealed) rather than
 * through commands: placing 100,000 orders through HTTP would take minutes and is measured elsewhere.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORDER_STATUSES, type OrderEvent, orderStreamId } from '@verdant/domain/sales/order';
import type { DomainEventShape } from '@verdant/platform';
import { allProjections } from '@verdant/projections';
import type { AdminOrderQuery } from '@verdant/server/sales/admin-order-list';
import type { Shop } from '@verdant/server/shop';
import { withShop } from './bench-server';
import { seededRandom } from './seeded-random';

const ORDERS = 100_000;
const CUSTOMERS = 10_000;
const DAYS = 60;
const SAMPLES = 300;
const EVENTS_OF_BUSY_ORDER = 50;
const SURNAMES = ['Rao', 'Kumar', 'Sharma', 'Iyer', 'Menon', 'Das', 'Singh', 'Patel', 'Nair', 'Reddy'];
const GIVEN_NAMES = ['Asha', 'Ravi', 'Kavya', 'Arjun', 'Meera', 'Vikram', 'Divya', 'Rahul', 'Sneha', 'Anil'];

async function append(shop: Shop, streamId: string, events: DomainEventShape[], at: Date, actor = 'system') {
  const { codec, eventStore } = shop.eventSourcing;
  const encoded = await Promise.all(events.map((event) => codec.encode(event)));
  await eventStore.append(
    streamId,
    encoded.map(({ type, data, schemaVersion, dataSubjectId }) => ({
      type,
      data,
      metadata: {
        correlationId: randomUUID(),
        causationId: randomUUID(),
        actor: { userId: null, role: actor === 'admin' ? 'admin' : 'system' },
        at: at.toISOString(),
        schemaVersion,
        ...(dataSubjectId === undefined ? {} : { dataSubjectId }),
      },
    })),
    { expectedRevision: 'any' },
  );
}

/** Customers, then their orders: most moved along, some delivered and paid in cash, some cancelled. */
async function recordHistory(
  shop: Shop,
): Promise<{ busy: { orderId: string; customerId: string; placedAt: number }; searches: string[] }> {
  const random = seededRandom(7);
  const now = Date.now();
  const customers = Array.from({ length: CUSTOMERS }, (_, index) => ({
    accountId: randomUUID(),
    fullName: `${GIVEN_NAMES[index % 10]} ${SURNAMES[Math.floor(index / 10) % 10]} ${index}`,
    email: `customer${index}@example.in`,
  }));
  for (const customer of customers)
    await append(
      shop,
      `account-${customer.accountId}`,
      [{ type: 'AccountRegistered', data: { ...customer, phone: '9876543210', passwordHash: 'bench' } }],
      new Date(now - DAYS * 86_400_000),
    );
  let busy = { orderId: '', customerId: '', placedAt: 0 };
  for (let index = 0; index < ORDERS; index++) {
    const customer = customers[Math.floor(random.next() * CUSTOMERS)]!;
    const orderId = randomUUID();
    const placedAt = now - random.next() * DAYS * 86_400_000;
    const total = 29_900 + Math.floor(random.next() * 40) * 5_000;
    const ids = { orderId, customerId: customer.accountId };
    const events: OrderEvent[] = [
      {
        type: 'OrderPlaced',
        data: {
          ...ids,
          customer: { email: customer.email, fullName: customer.fullName, phone: '9876543210' },
          addressId: 'home',
          shippingAddress: {
            fullName: customer.fullName,
            phone: '9876543210',
            addressLine1: '12 MG Road',
            addressLine2: null,
            city: 'Bengaluru',
            state: 'Karnataka',
            postalCode: '560001',
            country: 'India',
          },
          lines: [
            {
              productId: 'plant-1',
              variantId: null,
              productName: 'Parlour Palm',
              variantName: null,
              unitPrice: total,
              quantity: 1,
              lineTotal: total,
              onSale: false,
            },
          ],
          subtotal: total,
          discount: 0,
          shipping: 0,
          total,
          couponCode: null,
          paymentMethod: 'cod',
          paymentStatus: 'unpaid',
          replacementFor: null,
        },
      },
    ];
    const fate = random.next();
    if (fate < 0.05)
      events.push({
        type: 'OrderCancelled',
        data: { ...ids, reason: 'Cancelled by customer', cancelledBy: 'customer', total, couponCode: null },
      });
    else if (fate < 0.75) {
      const to = ORDER_STATUSES[1 + Math.floor(random.next() * 3)]!;
      events.push({ type: 'OrderStatusChanged', data: { ...ids, from: 'pending', to } });
      if (to === 'delivered')
        events.push({
          type: 'PaymentCaptured',
          data: { ...ids, gateway: 'cash', gatewayPaymentId: null, amount: total, via: 'delivery' },
        });
    }
    await append(shop, orderStreamId(orderId), events, new Date(placedAt));
    if (index === ORDERS / 2) busy = { orderId, customerId: customer.accountId, placedAt };
  }
  // One order changed again and again by the shop: its timeline and past states are the slowest to read.
  for (let change = 0; change < EVENTS_OF_BUSY_ORDER - 2; change++)
    await append(
      shop,
      orderStreamId(busy.orderId),
      [
        {
          type: 'TrackingNumberSet',
          data: { orderId: busy.orderId, customerId: busy.customerId, trackingNumber: `TRK${change}` },
        },
      ],
      new Date(now - (EVENTS_OF_BUSY_ORDER - change) * 60_000),
      'admin',
    );
  return { busy, searches: [customers[1234]!.email, 'kumar', busy.orderId.slice(0, 8)] };
}

async function samples(count: number, query: (index: number) => Promise<unknown>): Promise<number[]> {
  const taken: number[] = [];
  for (let index = 0; index < count; index++) {
    const startedAt = process.hrtime.bigint();
    await query(index);
    taken.push(Number(process.hrtime.bigint() - startedAt) / 1e6);
  }
  return taken;
}

export interface BackOfficeFigures {
  label: string;
  list: Record<string, number[]>;
  dashboard: number[];
  timeline: number[];
  pastState: number[];
}

/** Each query's response times in milliseconds, over a shop of 100,000 orders. */
export async function backOfficeFigures(): Promise<BackOfficeFigures> {
  const directory = await mkdtemp(join(tmpdir(), 'verdant-bench-admin-'));
  try {
    return await withShop(directory, async (shop) => {
      const { busy, searches } = await recordHistory(shop);
      const head = await shop.eventSourcing.eventStore.headPosition();
      for (const projection of allProjections)
        if (!(await shop.projections.waitFor(projection.name, head, 600_000)))
          throw new Error(`${projection.name} did not catch up`);
      const list = (query: Partial<AdminOrderQuery>) => (index: number) =>
        shop.sales.queries.adminOrders.adminOrderPage({
          search: '',
          status: 'all',
          sort: 'date',
          direction: 'desc',
          page: 1 + (index % 10),
          ...query,
        });
      const [email, surname, idStart] = searches as [string, string, string];
      const shapes: Record<string, (index: number) => Promise<unknown>> = {
        'newest first, pages 1-10': list({}),
        'status shipped, newest first': list({ status: 'shipped' }),
        'status cancelled, oldest first': list({ status: 'cancelled', direction: 'asc' }),
        'by total, ascending': list({ sort: 'total', direction: 'asc' }),
        'by customer, descending': list({ sort: 'customer' }),
        'search a customer email': list({ search: email, page: 1 }),
        'search a surname (10 % of orders)': list({ search: surname }),
        'search the start of an id': list({ search: idStart, page: 1 }),
      };
      const figures: BackOfficeFigures = {
        label: `${ORDERS.toLocaleString('en-US')} orders of ${CUSTOMERS.toLocaleString('en-US')} customers, ${SAMPLES} queries each`,
        list: {},
        dashboard: [],
        timeline: [],
        pastState: [],
      };
      for (const [name, query] of Object.entries(shapes)) figures.list[name] = await samples(SAMPLES, query);
      figures.dashboard = await samples(SAMPLES, () => shop.sales.queries.dashboard.dashboardSummary());
      figures.timeline = await samples(SAMPLES, () => shop.sales.orderHistory.timeline(busy.orderId));
      const lifetime = Date.now() - busy.placedAt;
      figures.pastState = await samples(SAMPLES, (index) =>
        shop.sales.orderHistory.record(
          busy.orderId,
          new Date(busy.placedAt + ((index * 7_919) % 1_000) * (lifetime / 1_000)),
        ),
      );
      return figures;
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
