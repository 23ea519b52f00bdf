import type { OrderLine } from '@verdant/domain/sales/order';
import {
  CLAIM_REASON_LABELS,
  CLAIM_REASONS,
  type ClaimReason,
} from '@verdant/domain/sales/order-claim-rules';
import type { StoredDocument } from '@verdant/platform';
import { percentile } from './cancellations';
import { discountShares } from './sales-by-category';
import { ONE_SIZE, stockedItemKey } from './stocked-product-names';

/** A claim as the claims report counts it: its reason and plants, and the shop's decision. */
export interface ClaimDocument extends StoredDocument {
  orderId: string;
  reason: ClaimReason;
  items: { productId: string; variantId: string | null; quantity: number }[];
  openedAt: string;
  decision: 'replaced' | 'refunded' | 'declined' | null;
  decidedAt: string | null;
  /** The money given back for it, in paise: 0 unless refunded. */
  refunded: number;
}

export type SoldLine = Pick<
  OrderLine,
  'productId' | 'variantId' | 'productName' | 'variantName' | 'unitPrice'
>;

export interface SoldLinesDocument extends StoredDocument {
  lines: SoldLine[];
}

/** `all`: every claim; `reason`: the claims of one reason; `plant`: the claims that name one plant and size. */
export type ClaimsGroup = 'all' | 'reason' | 'plant';

export interface ClaimsRow {
  group: ClaimsGroup;
  /** The reason's label, on a reason's row. */
  reason: string | null;
  /** The plant and size as sold, on a plant's row. */
  productId: string | null;
  product: string | null;
  size: string | null;
  claims: number;
  /** Units claimed: of every plant, or on a plant's row, of that plant. */
  units: number;
  replaced: number;
  refunded: number;
  declined: number;
  undecided: number;
  /** Paise given back; on a plant's row, its share of each refund, by its value as sold. */
  refundedAmount: number;
  /** Hours from opening to decision over the decided claims; null when none was decided. */
  medianHours: number | null;
  p90Hours: number | null;
}

/** One claim counted in a row: the units and the part of its refund that row takes. */
interface Counted {
  claim: ClaimDocument;
  units: number;
  refunded: number;
}

/** What a row is about: all claims, a reason, or a plant and size. */
type RowKey = Pick<ClaimsRow, 'group' | 'reason' | 'productId' | 'product' | 'size'>;

const HOUR_MS = 60 * 60_000;
const NO_PLANT = { productId: null, product: null, size: null };

function rowOf(key: RowKey, counted: Counted[]): ClaimsRow {
  const hours = counted
    .filter(({ claim }) => claim.decidedAt !== null)
    .map(({ claim }) => (Date.parse(claim.decidedAt!) - Date.parse(claim.openedAt)) / HOUR_MS);
  const decided = (decision: ClaimDocument['decision']) =>
    counted.filter(({ claim }) => claim.decision === decision).length;
  return {
    ...key,
    claims: counted.length,
    units: counted.reduce((sum, { units }) => sum + units, 0),
    replaced: decided('replaced'),
    refunded: decided('refunded'),
    declined: decided('declined'),
    undecided: decided(null),
    refundedAmount: counted.reduce((sum, { refunded }) => sum + refunded, 0),
    medianHours: hours.length > 0 ? percentile(hours, 50) : null,
    p90Hours: hours.length > 0 ? percentile(hours, 90) : null,
  };
}

const sameLine = (item: { productId: string; variantId: string | null }) => (line: SoldLine) =>
  line.productId === item.productId && line.variantId === item.variantId;

/**
 * A claim's refund shared over its plants in proportion to their value as sold, in whole paise that add up
 * to the refund; by units when the order's prices are not known.
 */
function refundShares(claim: ClaimDocument, lines: readonly SoldLine[]): number[] {
  const values = claim.items.map((item) => (lines.find(sameLine(item))?.unitPrice ?? 0) * item.quantity);
  const weights = values.some((value) => value > 0) ? values : claim.items.map((item) => item.quantity);
  return discountShares(
    weights.map((lineTotal) => ({ lineTotal })),
    claim.refunded,
  );
}

/**
 * The rows: every claim, then each reason with claims in the claim form's order, then each plant and size
 * claimed, the most claimed first. A claim of two plants counts on both plants' rows, so plant rows do not
 * add up to the whole; reasons do. Plants are named as sold on the latest order claimed on.
 */
export function claimRows(
  claims: readonly ClaimDocument[],
  linesByOrder: ReadonlyMap<string, readonly SoldLine[]>,
): ClaimsRow[] {
  if (claims.length === 0) return [];
  const whole = (claim: ClaimDocument): Counted => ({
    claim,
    units: claim.items.reduce((sum, item) => sum + item.quantity, 0),
    refunded: claim.refunded,
  });
  const byReason = CLAIM_REASONS.map((reason) =>
    rowOf(
      { group: 'reason', reason: CLAIM_REASON_LABELS[reason], ...NO_PLANT },
      claims.filter((claim) => claim.reason === reason).map(whole),
    ),
  ).filter((row) => row.claims > 0);

  const plants = new Map<string, { key: RowKey; counted: Counted[] }>();
  const oldestFirst = [...claims].sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  for (const claim of oldestFirst) {
    const lines = linesByOrder.get(claim.orderId) ?? [];
    const shares = refundShares(claim, lines);
    claim.items.forEach((item, index) => {
      const id = stockedItemKey(item.productId, item.variantId);
      const sold = lines.find(sameLine(item));
      const name: RowKey = {
        group: 'plant',
        reason: null,
        productId: item.productId,
        product: sold?.productName ?? item.productId,
        size: sold?.variantName ?? (item.variantId === null ? ONE_SIZE : item.variantId),
      };
      const plant = plants.get(id) ?? { key: name, counted: [] };
      // The later claim's order names it: a plant renamed since is read by its newer name.
      plant.key = sold ? name : plant.key;
      plant.counted.push({ claim, units: item.quantity, refunded: shares[index]! });
      plants.set(id, plant);
    });
  }
  const byPlant = [...plants.values()]
    .map(({ key, counted }) => rowOf(key, counted))
    .sort(
      (a, b) =>
        b.claims - a.claims ||
        a.product!.localeCompare(b.product!) ||
        a.size!.localeCompare(b.size!) ||
        a.productId!.localeCompare(b.productId!),
    );
  return [rowOf({ group: 'all', reason: null, ...NO_PLANT }, claims.map(whole)), ...byReason, ...byPlant];
}
