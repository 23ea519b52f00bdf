import type { OrderStatus } from '@verdant/domain/sales/order';
import {
  containsIgnoringCase,
  escapeRegex,
  type Filter,
  type ReadModels,
  type SortSpec,
} from '@verdant/platform';
import {
  type CustomerSummaryView,
  customerSummariesProjection,
} from '@verdant/projections/customers/customer-summaries';
import {
  type AdminOrderRow,
  adminOrdersProjection,
  ORDER_ID_PREFIX_LENGTH,
} from '@verdant/projections/sales/admin-orders';

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ORDER_SORTS = ['customer', 'date', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export interface AdminOrderQuery {
  search: string;
  status: OrderStatus | 'all';
  sort: OrderSort;
  direction: 'asc' | 'desc';
  /** 1 for the first page. */
  page: number;
  /** One customer's orders, from their card on the Customers screen. */
  customerId?: string;
}

/**
 * Beyond this many customers matching a search, their orders are found by the text on the rows instead: a
 * broad search matches rows densely, so walking the rows in the sort's order finds a page soon.
 */
const CUSTOMERS_BY_ID_LIMIT = 500;

const SORTS: Record<OrderSort, Record<'asc' | 'desc', SortSpec>> = {
  date: { asc: { placedAt: 1 }, desc: { placedAt: -1 } },
  total: { asc: { total: 1 }, desc: { total: -1 } },
  customer: { asc: { customerSortName: 1, placedAt: -1 }, desc: { customerSortName: -1, placedAt: 1 } },
};

/** The conditions together, as plain fields where they name different fields (so indexes can narrow them). */
function allOf(conditions: Filter[]): Filter {
  const merged: Filter = {};
  const clashing: Filter[] = [];
  for (const condition of conditions)
    for (const [field, value] of Object.entries(condition)) {
      if (field in merged) clashing.push({ [field]: value });
      else merged[field] = value;
    }
  return clashing.length === 0 ? merged : { ...merged, $and: clashing };
}

/**
 * A search finds orders by the start of their id (at least four characters, '#' allowed), or by their
 * customer's name or email containing it: the customers are looked up first, then their orders by index.
 */
async function searchFilter(readModels: ReadModels, search: string): Promise<Filter> {
  const text = search.trim().replace(/^#/, '').toLowerCase();
  if (text === '') return {};
  if (/^[0-9a-f-]+$/.test(text) && text.length >= ORDER_ID_PREFIX_LENGTH) {
    return { idPrefix: text.slice(0, ORDER_ID_PREFIX_LENGTH), _id: { $regex: `^${escapeRegex(text)}` } };
  }
  const customers = await readModels.collection<CustomerSummaryView>(
    customerSummariesProjection,
    'customers',
  );
  const contains = containsIgnoringCase(text);
  const matching = await customers.find(
    { $or: [{ fullName: contains }, { email: contains }] },
    { projection: { _id: 1 }, limit: CUSTOMERS_BY_ID_LIMIT + 1 },
  );
  if (matching.length <= CUSTOMERS_BY_ID_LIMIT)
    return { customerId: { $in: matching.map(({ _id }) => _id) } };
  return { $or: [{ customerSortName: contains }, { customerEmail: contains }] };
}

/** Admin > Orders: pages of every order. */
export class AdminOrderList {
  constructor(private readonly readModels: ReadModels) {}

  /** A page of the admin's orders list, from its read model, with whether another page follows. */
  async adminOrderPage(query: AdminOrderQuery) {
    const rows = await this.readModels.collection<AdminOrderRow>(adminOrdersProjection, 'admin_orders');
    const filter = allOf([
      query.status === 'all' ? {} : { status: query.status },
      query.customerId ? { customerId: query.customerId } : {},
      await searchFilter(this.readModels, query.search),
    ]);
    const found = await rows.find(filter, {
      sort: SORTS[query.sort][query.direction],
      skip: (query.page - 1) * ADMIN_ORDERS_PAGE_SIZE,
      limit: ADMIN_ORDERS_PAGE_SIZE + 1,
    });
    return {
      page: query.page,
      hasMore: found.length > ADMIN_ORDERS_PAGE_SIZE,
      orders: found.slice(0, ADMIN_ORDERS_PAGE_SIZE).map((row) => ({
        orderId: row._id,
        customerId: row.customerId,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        placedAt: row.placedAt,
        itemCount: row.itemCount,
        total: row.total,
        paymentMethod: row.paymentMethod,
        paymentStatus: row.paymentStatus,
        testMode: row.testMode,
        status: row.status,
      })),
    };
  }
}
