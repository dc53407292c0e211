/*
 * The rules of a customer's order guide (docs/product.md §2 /order-guide), pure so they are tested
 * apart from the database (lib/orders/order-guide.ts reads the rows). Client-safe.
 *
 * - The guide holds the products of the customer's past orders and the products pinned to it,
 *   minus the products hidden from it (unpinned although ordered before).
 * - last quantity: the cases of the most recent order that had the product.
 * - usual quantity: the customer's own setting, else the case count they ordered most often (a
 *   tie goes to the most recent of the tied counts); null for a pinned product never ordered.
 * - order: the customer's own positions first (1, 2, …), then the lines without one by how many
 *   orders had them (most first), then by name.
 */

/** The customer's orders that had one product with one case count (SQL groups them). */
export interface CaseCountGroup {
  productId: number;
  cases: number;
  /** How many orders had the product with this many cases. */
  orders: number;
  /** The most recent of those orders, as a sortable key (ms since the epoch, then the order id). */
  latestAt: number;
  latestOrderId: number;
}

/** One product's ordering history, summed up. */
export interface ProductHistory {
  /** How many of the customer's orders had the product. */
  timesOrdered: number;
  lastCases: number;
  /** The most frequent case count; ties: the most recent. */
  commonCases: number;
}

const newer = (a: Pick<CaseCountGroup, "latestAt" | "latestOrderId">, b: Pick<CaseCountGroup, "latestAt" | "latestOrderId">) =>
  a.latestAt > b.latestAt || (a.latestAt === b.latestAt && a.latestOrderId > b.latestOrderId);

/** Per product: how often ordered, the cases of the last order, the most frequent case count. */
export function summariseHistory(groups: readonly CaseCountGroup[]): Map<number, ProductHistory> {
  const byProduct = new Map<number, CaseCountGroup[]>();
  for (const g of groups) {
    const list = byProduct.get(g.productId);
    if (list) list.push(g);
    else byProduct.set(g.productId, [g]);
  }
  const out = new Map<number, ProductHistory>();
  for (const [productId, list] of byProduct) {
    let last = list[0]!;
    let common = list[0]!;
    let times = 0;
    for (const g of list) {
      times += g.orders;
      if (newer(g, last)) last = g;
      if (g.orders > common.orders || (g.orders === common.orders && newer(g, common))) common = g;
    }
    out.set(productId, { timesOrdered: times, lastCases: last.cases, commonCases: common.cases });
  }
  return out;
}

/** What the customer chose for one product (a row of order_guide_lines). */
export interface GuideChoice {
  productId: number;
  pinned: boolean;
  hidden: boolean;
  usualQuantity: number | null;
  position: number | null;
}

/** One line of the guide, before its product is shaped for the caller. */
export interface GuideEntry {
  productId: number;
  name: string;
  pinned: boolean;
  position: number | null;
  timesOrdered: number;
  lastQuantity: number | null;
  usualQuantity: number | null;
}

/**
 * The guide's lines in the customer's order: ordered products and pinned ones, not hidden ones.
 * `names` holds the name of every product still in the catalogue (a product permanently deleted
 * has left the guide with its row).
 */
export function guideEntries(history: Map<number, ProductHistory>, choices: readonly GuideChoice[], names: Map<number, string>): GuideEntry[] {
  const chosen = new Map(choices.map((c) => [c.productId, c]));
  const ids = new Set<number>([...history.keys(), ...choices.filter((c) => c.pinned).map((c) => c.productId)]);
  const entries: GuideEntry[] = [];
  for (const productId of ids) {
    const choice = chosen.get(productId);
    const name = names.get(productId);
    if (name === undefined || choice?.hidden) continue;
    const past = history.get(productId);
    entries.push({
      productId,
      name,
      pinned: choice?.pinned ?? false,
      position: choice?.position ?? null,
      timesOrdered: past?.timesOrdered ?? 0,
      lastQuantity: past?.lastCases ?? null,
      usualQuantity: choice?.usualQuantity ?? past?.commonCases ?? null,
    });
  }
  return entries.sort(compareEntries);
}

export function compareEntries(a: GuideEntry, b: GuideEntry): number {
  if (a.position !== null || b.position !== null) {
    if (a.position === null) return 1;
    if (b.position === null) return -1;
    if (a.position !== b.position) return a.position - b.position;
  }
  return b.timesOrdered - a.timesOrdered || a.name.localeCompare(b.name, "en-CA") || a.productId - b.productId;
}

/**
 * The guide's product ids after moving `productId` to `position` (1-based, clamped to the guide):
 * the order the customer sees, so every line gets its place (1…n) and the positions stay dense.
 */
export function moveLine(order: readonly number[], productId: number, position: number): number[] {
  const rest = order.filter((id) => id !== productId);
  const at = Math.min(Math.max(position, 1), rest.length + 1) - 1;
  return [...rest.slice(0, at), productId, ...rest.slice(at)];
}

/** Cases of an order line: its charged units in whole cases of its case size then, at least one. */
export function orderedCases(units: number, boxQuantity: number): number {
  return Math.max(1, Math.ceil(units / Math.max(1, boxQuantity)));
}
